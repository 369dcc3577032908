import { sql } from 'drizzle-orm';
import { rowsOf } from '@/db/client';
import type { ResourceContext } from '@/lib/engine/define';

/**
 * The next number of a company's documents of one kind (journal, check...). The counter row is
 * locked by the update until the transaction ends, so concurrent postings get distinct numbers.
 */
export async function nextNumber(ctx: ResourceContext, kind: string, start = 1): Promise<number> {
  const res = await ctx.tx.execute(sql`
    insert into document_sequences (company_id, kind, next_value) values (${ctx.company.id}, ${kind}, ${start + 1})
    on conflict (company_id, kind) do update set next_value = document_sequences.next_value + 1
    returning next_value - 1 as value`);
  return Number(rowsOf<{ value: number }>(res)[0].value);
}
