import { divideHalfUp, type Cents } from '@/lib/money';

/**
 * A NACHA ACH file of payroll credits (PPD, service class 220): a file header, one batch of entry
 * details (checking 22, savings 32) with its control, the file control, and lines of nines to a
 * multiple of ten records; every record 94 characters (the published record layouts).
 */

export type AchEntry = { routing: string; account: string; type: 'checking' | 'savings'; amount: Cents; id: string; name: string };
export type AchFile = {
  /** The company's bank (the originating depository): its 9-digit routing number and name. */
  bankRouting: string;
  bankName: string;
  companyName: string;
  /** The company's 10-character identification with its bank. */
  companyId: string;
  description: string;
  effectiveDate: string;
  createdAt: Date;
  entries: AchEntry[];
};

/** Upper-case ASCII, left-justified and cut to `n` characters. */
const alpha = (text: string, n: number) =>
  text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .slice(0, n)
    .padEnd(n, ' ');
const num = (value: bigint | number | string, n: number) => String(value).padStart(n, '0').slice(-n);
const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);

/** The entry hash: the sum of the receiving banks' 8-digit identifications, its rightmost 10 digits. */
export const entryHash = (routings: string[]) => num(routings.reduce((s, r) => s + BigInt(r.slice(0, 8)), 0n) % 10_000_000_000n, 10);

export function achFile(f: AchFile): string {
  const odfi = f.bankRouting.slice(0, 8);
  const created = f.createdAt.toISOString();
  const records: string[] = [];
  records.push(
    '1' + '01' + ` ${f.bankRouting}` + f.companyId.slice(0, 10).padStart(10, ' ') + yymmdd(created.slice(0, 10)) + created.slice(11, 13) + created.slice(14, 16) + 'A' + '094' + '10' + '1' + alpha(f.bankName, 23) + alpha(f.companyName, 23) + alpha('', 8),
  );
  const batch = '0000001';
  records.push('5' + '220' + alpha(f.companyName, 16) + alpha('', 20) + alpha(f.companyId, 10) + 'PPD' + alpha(f.description, 10) + alpha('', 6) + yymmdd(f.effectiveDate) + '   ' + '1' + odfi + batch);
  let credit = 0n;
  f.entries.forEach((e, i) => {
    credit += e.amount;
    records.push('6' + (e.type === 'savings' ? '32' : '22') + e.routing.slice(0, 8) + e.routing[8] + alpha(e.account, 17) + num(e.amount, 10) + alpha(e.id, 15) + alpha(e.name, 22) + '  ' + '0' + odfi + num(i + 1, 7));
  });
  const hash = entryHash(f.entries.map((e) => e.routing));
  const count = f.entries.length;
  records.push('8' + '220' + num(count, 6) + hash + num(0, 12) + num(credit, 12) + alpha(f.companyId, 10) + alpha('', 19) + alpha('', 6) + odfi + batch);
  const blocks = Math.ceil((records.length + 1) / 10);
  records.push('9' + num(1, 6) + num(blocks, 6) + num(count, 8) + hash + num(0, 12) + num(credit, 12) + alpha('', 39));
  while (records.length % 10) records.push('9'.repeat(94));
  return records.map((r) => `${r}\r\n`).join('');
}

/**
 * An employee's net pay split over their direct deposit accounts: fixed amounts first, in order,
 * then percentages of the net (half-up), and the remainder to the account that names neither (or,
 * with none, to the last account); never more than the net.
 */
export function splitNet(net: Cents, accounts: { amount: string | null; percent: string | null }[], toCents: (v: string) => Cents): Cents[] {
  let left = net;
  const parts = accounts.map((a) => {
    if (!a.amount) return 0n;
    const part = toCents(a.amount) < left ? toCents(a.amount) : left;
    left -= part;
    return part;
  });
  const afterFixed = left;
  accounts.forEach((a, i) => {
    if (a.amount || !a.percent) return;
    const wanted = divideHalfUp(afterFixed * toCents(a.percent), 10_000n);
    parts[i] = wanted < left ? wanted : left;
    left -= parts[i];
  });
  const rest = accounts.findIndex((a) => !a.amount && !a.percent);
  parts[rest >= 0 ? rest : parts.length - 1] += left;
  return parts;
}

