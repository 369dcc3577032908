const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** Short-scale names from thousand (10^3) to vigintillion (10^63), by group of three digits. */
const NAMED = [
  '', 'thousand', 'million', 'billion', 'trillion', 'quadrillion', 'quintillion', 'sextillion', 'septillion', 'octillion',
  'nonillion', 'decillion', 'undecillion', 'duodecillion', 'tredecillion', 'quattuordecillion', 'quindecillion',
  'sexdecillion', 'septendecillion', 'octodecillion', 'novemdecillion', 'vigintillion',
];
/** The Latin units and tens of the n-illions past vigintillion (Conway–Wechsler, the plain spelling the names above use). */
const UNIT_PREFIXES = ['', 'un', 'duo', 'tre', 'quattuor', 'quin', 'sex', 'septen', 'octo', 'novem'];
const TEN_ROOTS = ['', 'dec', 'vigint', 'trigint', 'quadragint', 'quinquagint', 'sexagint', 'septuagint', 'octogint', 'nonagint'];
/** Group 101 (10^303) is the centillion, the last scale; a number of 10^306 or more has no name here. */
const CENTILLION_GROUP = 101;

/**
 * Every scale name, by group index (10^(3·i)): thousand … vigintillion, unvigintillion (10^66)
 * … novemnonagintillion (10^300), centillion (10^303).
 */
export const SCALES: readonly string[] = [
  ...NAMED,
  ...Array.from({ length: 99 - 20 }, (_, k) => {
    const n = 21 + k; // the n-illion is 10^(3n+3)
    return `${UNIT_PREFIXES[n % 10]}${TEN_ROOTS[Math.floor(n / 10)]}illion`;
  }),
  'centillion',
];

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20) parts.push(TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest) parts.push(ONES[rest]);
  return parts.join(' ');
}

/** A whole number in English words ("one thousand two hundred fifty"), up to 999 centillion. */
export function numberToWords(value: bigint): string {
  if (value < 0n) return `minus ${numberToWords(-value)}`;
  if (value === 0n) return 'zero';
  const groups: number[] = [];
  for (let v = value; v > 0n; v /= 1000n) groups.push(Number(v % 1000n));
  if (groups.length > CENTILLION_GROUP + 1) throw new RangeError('Number too large to write in words');
  return groups
    .map((group, i) => (group ? `${belowThousand(group)}${SCALES[i] ? ` ${SCALES[i]}` : ''}` : ''))
    .filter(Boolean)
    .reverse()
    .join(' ');
}

/** The amount line of a check: "One thousand two hundred fifty and 35/100". */
export function checkAmountInWords(cents: bigint): string {
  const words = numberToWords(cents / 100n);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} and ${String(cents % 100n).padStart(2, '0')}/100`;
}
