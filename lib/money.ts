/**
 * Money as integer cents (BigInt): exact sums and comparisons, never binary floats. Strings
 * in and out are decimals with 2 places ("1250.00"), as the API and PostgreSQL numeric use.
 */
export type Cents = bigint;

export function toCents(value: string | number | null | undefined): Cents {
  if (value === null || value === undefined || value === '') return 0n;
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not a money amount: ${value}`);
  const cents = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

export function fromCents(cents: Cents): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * The largest amount a line or a whole document may carry: 999,999,999,999.99, what a
 * `numeric(14,2)` column holds. Kept totals (monthly balances) are wider, so sums of such
 * amounts never overflow them.
 */
export const MAX_AMOUNT: Cents = 99_999_999_999_999n;
export const MAX_AMOUNT_TEXT = '999,999,999,999.99';

export const sumCents = (values: Cents[]): Cents => values.reduce((a, b) => a + b, 0n);

/** Splits `total` into `parts` amounts that differ by at most a cent and add up exactly. */
export function splitCents(total: Cents, parts: number): Cents[] {
  const n = BigInt(parts);
  const base = total / n;
  let remainder = total - base * n;
  return Array.from({ length: parts }, () => {
    if (remainder === 0n) return base;
    remainder -= 1n;
    return base + 1n;
  });
}

/** A decimal (string or number as typed) as an integer scaled by 10^scale, or null if it is none. */
export function scaled(value: string | number | null | undefined, scale: number): bigint | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim();
  const match = /^([-+])?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[3]?.length ?? 0) > scale) return null;
  const n = BigInt(match[2]) * 10n ** BigInt(scale) + BigInt((match[3] ?? '').padEnd(scale, '0') || '0');
  return match[1] === '-' ? -n : n;
}

/** n / d rounded half-up, away from zero (1.005 -> 1.01, -1.005 -> -1.01). */
export function divideHalfUp(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const [a, b] = [n < 0n ? -n : n, d < 0n ? -d : d];
  const q = (a * 2n + b) / (2n * b);
  return negative ? -q : q;
}
