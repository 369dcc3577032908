import { fromCents, sumCents, toCents } from '@/lib/money';

/**
 * A report that names its columns (key and kind, for the report window and the files), its rows
 * and its totals: the receivables reports and the payables reports answer this.
 */
export type ColumnKind = 'text' | 'money' | 'decimal' | 'date' | 'integer';
export type TableReport = { columns: { key: string; kind: ColumnKind }[]; rows: Record<string, unknown>[]; totals: Record<string, string> };

export const moneyColumn = (key: string) => ({ key, kind: 'money' as const });
export const textColumn = (key: string) => ({ key, kind: 'text' as const });
/** A quantity that is not money (hours): its cells and total in the reader's number format, never as money. */
export const decimalColumn = (key: string) => ({ key, kind: 'decimal' as const });
export const dateColumn = (key: string) => ({ key, kind: 'date' as const });

/** The sum of a money column over the rows. */
export const columnTotal = (rows: Record<string, unknown>[], key: string) => fromCents(sumCents(rows.map((r) => toCents(r[key] as string))));
