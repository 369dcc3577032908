const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** Short-scale names, thousand (10^3) up to centillion (10^303). */
const SCALES = [
  '', 'thousand', 'million', 'billion', 'trillion', 'quadrillion', 'quintillion', 'sextillion', 'septillion', 'octillion',
  'nonillion', 'decillion', 'undecillion', 'duodecillion', 'tredecillion', 'quattuordecillion', 'quindecillion',
  'sexdecillion', 'septendecillion', 'octodecillion', 'novemdecillion', 'vigintillion',
];
const CENTILLION_EXPONENT = 303;

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20) parts.push(TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest) parts.push(ONES[rest]);
  return parts.join(' ');
}

function scaleName(groupIndex: number): string {
  if (groupIndex < SCALES.length) return SCALES[groupIndex];
  if (groupIndex * 3 === CENTILLION_EXPONENT) return 'centillion';
  throw new RangeError('Number too large to write in words');
}

/** A whole number in English words ("one thousand two hundred fifty"), up to centillions. */
export function numberToWords(value: bigint): string {
  if (value < 0n) return `minus ${numberToWords(-value)}`;
  if (value === 0n) return 'zero';
  const groups: number[] = [];
  for (let v = value; v > 0n; v /= 1000n) groups.push(Number(v % 1000n));
  return groups
    .map((group, i) => (group ? `${belowThousand(group)}${scaleName(i) ? ` ${scaleName(i)}` : ''}` : ''))
    .filter(Boolean)
    .reverse()
    .join(' ');
}

/** The amount line of a check: "One thousand two hundred fifty and 00/100". */
export function checkAmountInWords(cents: bigint): string {
  const words = numberToWords(cents / 100n);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} and ${String(cents % 100n).padStart(2, '0')}/100`;
}
