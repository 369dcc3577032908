import { describe, expect, it } from 'vitest';
import { checkAmountInWords, numberToWords, SCALES } from '@/lib/money-words';

/** The short scale, written out by hand: 10^(3i) for i = 0 … 101. */
const EXPECTED = [
  '', 'thousand', 'million', 'billion', 'trillion', 'quadrillion', 'quintillion', 'sextillion', 'septillion', 'octillion',
  'nonillion', 'decillion', 'undecillion', 'duodecillion', 'tredecillion', 'quattuordecillion', 'quindecillion', 'sexdecillion', 'septendecillion', 'octodecillion',
  'novemdecillion', 'vigintillion', 'unvigintillion', 'duovigintillion', 'trevigintillion', 'quattuorvigintillion', 'quinvigintillion', 'sexvigintillion', 'septenvigintillion', 'octovigintillion',
  'novemvigintillion', 'trigintillion', 'untrigintillion', 'duotrigintillion', 'tretrigintillion', 'quattuortrigintillion', 'quintrigintillion', 'sextrigintillion', 'septentrigintillion', 'octotrigintillion',
  'novemtrigintillion', 'quadragintillion', 'unquadragintillion', 'duoquadragintillion', 'trequadragintillion', 'quattuorquadragintillion', 'quinquadragintillion', 'sexquadragintillion', 'septenquadragintillion', 'octoquadragintillion',
  'novemquadragintillion', 'quinquagintillion', 'unquinquagintillion', 'duoquinquagintillion', 'trequinquagintillion', 'quattuorquinquagintillion', 'quinquinquagintillion', 'sexquinquagintillion', 'septenquinquagintillion', 'octoquinquagintillion',
  'novemquinquagintillion', 'sexagintillion', 'unsexagintillion', 'duosexagintillion', 'tresexagintillion', 'quattuorsexagintillion', 'quinsexagintillion', 'sexsexagintillion', 'septensexagintillion', 'octosexagintillion',
  'novemsexagintillion', 'septuagintillion', 'unseptuagintillion', 'duoseptuagintillion', 'treseptuagintillion', 'quattuorseptuagintillion', 'quinseptuagintillion', 'sexseptuagintillion', 'septenseptuagintillion', 'octoseptuagintillion',
  'novemseptuagintillion', 'octogintillion', 'unoctogintillion', 'duooctogintillion', 'treoctogintillion', 'quattuoroctogintillion', 'quinoctogintillion', 'sexoctogintillion', 'septenoctogintillion', 'octooctogintillion',
  'novemoctogintillion', 'nonagintillion', 'unnonagintillion', 'duononagintillion', 'trenonagintillion', 'quattuornonagintillion', 'quinnonagintillion', 'sexnonagintillion', 'septennonagintillion', 'octononagintillion',
  'novemnonagintillion', 'centillion',
];

const NINES = 'nine hundred ninety-nine';

describe('numbers in words up to centillion', () => {
  it('names every scale of the short scale, thousand (10^3) to centillion (10^303)', () => {
    expect(SCALES).toEqual(EXPECTED);
    expect(SCALES).toHaveLength(102);
    expect(SCALES[22]).toBe('unvigintillion');
    expect(SCALES[100]).toBe('novemnonagintillion');
  });

  it('writes each scale boundary: 10^(3i), the number before it, and the number after it', () => {
    for (let i = 1; i < EXPECTED.length; i++) {
      const power = 10n ** BigInt(3 * i);
      expect(numberToWords(power)).toBe(`one ${EXPECTED[i]}`);
      expect(numberToWords(power + 1n)).toBe(`one ${EXPECTED[i]} one`);
      // 10^(3i) - 1: every group below is 999, each with its own scale name.
      const below = Array.from({ length: i }, (_, k) => `${NINES}${EXPECTED[i - 1 - k] ? ` ${EXPECTED[i - 1 - k]}` : ''}`).join(' ');
      expect(numberToWords(power - 1n)).toBe(below);
      expect(numberToWords(999n * power)).toBe(`${NINES} ${EXPECTED[i]}`);
    }
  });

  it('reads numbers between scales, 10^66 to 10^302 included (these used to throw)', () => {
    expect(numberToWords(10n ** 66n)).toBe('one unvigintillion');
    expect(numberToWords(10n ** 68n)).toBe('one hundred unvigintillion');
    expect(numberToWords(10n ** 300n + 10n ** 69n)).toBe('one novemnonagintillion one duovigintillion');
    expect(numberToWords(10n ** 302n)).toBe('one hundred novemnonagintillion');
    expect(numberToWords(2n * 10n ** 63n)).toBe('two vigintillion');
    expect(numberToWords(12n * 10n ** 303n + 5n)).toBe('twelve centillion five');
  });

  it('stops after centillion: 10^306 and above have no name', () => {
    expect(numberToWords(10n ** 306n - 1n).startsWith(`${NINES} centillion ${NINES} novemnonagintillion`)).toBe(true);
    expect(() => numberToWords(10n ** 306n)).toThrow(RangeError);
  });

  it('writes small numbers and the words between', () => {
    expect(numberToWords(0n)).toBe('zero');
    expect(numberToWords(7n)).toBe('seven');
    expect(numberToWords(19n)).toBe('nineteen');
    expect(numberToWords(20n)).toBe('twenty');
    expect(numberToWords(21n)).toBe('twenty-one');
    expect(numberToWords(100n)).toBe('one hundred');
    expect(numberToWords(101n)).toBe('one hundred one');
    expect(numberToWords(1000001n)).toBe('one million one');
    expect(numberToWords(-42n)).toBe('minus forty-two');
  });
});

describe('the amount line of a check', () => {
  it('writes dollars in words and cents as a fraction of 100', () => {
    expect(checkAmountInWords(125035n)).toBe('One thousand two hundred fifty and 35/100');
    expect(checkAmountInWords(125000n)).toBe('One thousand two hundred fifty and 00/100');
    expect(checkAmountInWords(99n)).toBe('Zero and 99/100');
    expect(checkAmountInWords(1n)).toBe('Zero and 01/100');
    expect(checkAmountInWords(10n ** 68n + 7n)).toBe('One unvigintillion and 07/100');
  });
});
