import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { resources } from '@/lib/api/registry';
import { createRecord } from '@/lib/engine/write';
import { ValidationError } from '@/lib/engine/errors';
import { withTenant } from '@/lib/tenant/transaction';
import { salesCompany } from '../support/sales';

/**
 * A new document's id is taken with its references' look-ups (the resource's `prefetch`), so its
 * lines are sent with its header (issue 43). One taken for a write refused before it inserted
 * anything is used by the next document of the request; two documents never share one.
 */
describe('ids taken ahead', () => {
  it('gives each document of a request its own id, one refused in between included', async () => {
    const s = await salesCompany('ahead');
    const invoices = resources.get('invoices')!;
    const line = { type: 'service', item_id: s.items.design, quantity: '2' };
    const made = await withTenant(s.company.id, async (tx) => {
      const ctx = { tx, company: s.company, user: s.owner, registry: resources } as Parameters<typeof createRecord>[1];
      const first = await createRecord(invoices, ctx, { customer_id: s.customerId, date: '2026-06-10', lines: [line] });
      // Refused by its references' check, after its id was taken: nothing of it is written.
      await expect(createRecord(invoices, ctx, { customer_id: 999_999, date: '2026-06-10', lines: [line] })).rejects.toBeInstanceOf(ValidationError);
      const second = await createRecord(invoices, ctx, { customer_id: s.customerId, date: '2026-06-11', lines: [line, line] });
      return [first, second];
    });
    expect(new Set(made.map((r) => r.id)).size).toBe(2);
    expect(made[1].id).toBeGreaterThan(made[0].id);
    const lines = await withTenant(s.company.id, (tx) => tx.execute(sql`select document_id, count(*)::int as n from sales_document_lines where document_id in (${made[0].id}, ${made[1].id}) group by document_id order by document_id`));
    expect(rowsOf(lines)).toEqual([
      { document_id: made[0].id, n: 1 },
      { document_id: made[1].id, n: 2 },
    ]);
    // Both posted, each with its own journal.
    const read = await s.call('GET', `invoices/${made[1].id}?expand=lines`);
    expect(read.body.state).toBe('posted');
    expect(read.body.total_amount).toBe('480.00');
  });
});
