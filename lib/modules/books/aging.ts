import { sql, type SQL } from 'drizzle-orm';

/**
 * Aging buckets, shared by the receivables aging (gem 42) and the payables aging (gem 24): an
 * open document's amount falls in a bucket by whole days from its due date to the report date.
 * `current` is not yet past due (0 days or fewer); then one bucket per period length (30, 30, 30
 * by default: 1-30, 31-60, 61-90), then everything older (over 90). A bucket's key names its days.
 */
export type AgingBucket = { key: string; low: number | null; high: number | null };

export const DEFAULT_AGING_PERIODS = [30, 30, 30] as const;

export function agingBuckets(periods: readonly number[] = DEFAULT_AGING_PERIODS): AgingBucket[] {
  const buckets: AgingBucket[] = [{ key: 'current', low: null, high: 0 }];
  let from = 1;
  for (const days of periods) {
    buckets.push({ key: `days_${from}_${from + days - 1}`, low: from, high: from + days - 1 });
    from += days;
  }
  buckets.push({ key: `over_${from - 1}`, low: from, high: null });
  return buckets;
}

/**
 * The select list of the buckets: for each, the sum of `amount` over the rows `counted` whose
 * days past due at `asOf` fall in it, as a 2-place decimal text named by the bucket's key.
 */
export function agingBucketColumns(asOf: string, buckets: AgingBucket[], rows: { amount: SQL; due: SQL; counted: SQL }): SQL {
  const days = sql`(${asOf}::date - ${rows.due})`;
  return sql.join(
    buckets.map(({ key, low, high }) => {
      const conditions = [rows.counted, low === null ? null : sql`${days} >= ${low}`, high === null ? null : sql`${days} <= ${high}`].filter((c): c is SQL => c !== null);
      return sql`coalesce(sum(${rows.amount}) filter (where ${sql.join(conditions, sql` and `)}), 0)::numeric(16,2)::text as ${sql.identifier(key)}`;
    }),
    sql`, `,
  );
}
