import type { Cents } from '@/lib/money';

/**
 * `numerator / denominator` rounded half away from zero to a whole number, exactly (BigInt):
 * how every calculator here rounds an amount to the cent (interest of a period, pay of a time).
 */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/** Decimal places a rate keeps (6.125% is 6_125_000 millionths of a percent). */
const RATE_SCALE = 1_000_000n;

/**
 * An annual percentage rate ("6.5", "0", "19.99") as millionths of a percent, exactly; null when
 * it is not a number of at most 6 decimals between 0 and 100.
 */
export function parseRate(text: string | number): bigint | null {
  const value = String(text).trim();
  const match = /^(\d{1,3})(?:\.(\d{1,6}))?$/.exec(value);
  if (!match) return null;
  const micro = BigInt(match[1]) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(6, '0'));
  return micro <= 100n * RATE_SCALE ? micro : null;
}

/**
 * One month's interest on `balance` at an annual rate (millionths of a percent): balance x rate /
 * 100 / 12, rounded half-up to the cent once per month, as lenders round each statement.
 */
export const monthlyInterest = (balance: Cents, rateMicro: bigint): Cents => divRound(balance * rateMicro, 1200n * RATE_SCALE);

/** The monthly rate as a float, only for the payment formula whose result is rounded to the cent. */
export const monthlyRateFloat = (rateMicro: bigint) => Number(rateMicro) / 1200 / Number(RATE_SCALE);
