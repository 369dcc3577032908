import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '@/db/client';
import { addresses, salesDocumentLines, salesDocuments } from '@/db/schema';
import type { Resource, WriteContext } from '@/lib/engine/define';
import { refErrors } from '@/lib/engine/batch';
import { ValidationError } from '@/lib/engine/errors';
import { diff, logChanges, loggedTitle } from '@/lib/engine/events';
import { copyList } from '@/lib/engine/copy-rows';
import { takeNumbers } from '@/lib/engine/numbering';
import { postCopies } from '@/lib/modules/books/post-copies';
import { dueDateOf } from './due-date';
import { termsOf } from './terms';

type Doc = typeof salesDocuments.$inferSelect;
type Body = { billing_address?: string | null; delivery_address?: string | null; lines: { type?: string | null; item_id?: number | null; rate?: string | null; amount?: string | null }[] };

/** One invoice a batch owes: a schedule's occurrence, billed to its customer. */
export type Owed = { scheduleId: number; customerId: number; occurrence: string };

const blank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Whether an invoice from this template comes out the same for every customer but for the
 * customer's own fields (number, customer, date, due date, addresses): no line bills time or
 * moves stock (those read the customer's time and the stock at the day), and every item line
 * carries its own rate or amount (a blank one takes the customer's price). Then the invoices a
 * batch issues from it are copies of the first one it issued the ordinary way.
 */
export const copiesAlike = (body: Body) => body.lines.every((l) => l.type !== 'time_expense' && l.type !== 'inventory_item' && (!l.item_id || !blank(l.rate) || !blank(l.amount)));

/** Each customer's first address of a kind (its primary, else its oldest), as `addressText` writes it, for many customers at once. */
async function addressesOf(ctx: WriteContext, customerIds: number[], kind: 'billing' | 'shipping'): Promise<Map<number, string | null>> {
  const rows = await ctx.tx
    .selectDistinctOn([addresses.ownerId])
    .from(addresses)
    .where(and(eq(addresses.companyId, ctx.company.id), eq(addresses.ownerType, 'customers'), inArray(addresses.ownerId, customerIds), eq(addresses.kind, kind)))
    .orderBy(addresses.ownerId, sql`${addresses.isPrimary} desc`, addresses.id);
  return new Map(
    rows.map((a) => {
      const place = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
      return [a.ownerId, [a.line1, a.line2, place, a.country].filter(Boolean).join('\n') || null];
    }),
  );
}

/**
 * Issues `owed` invoices as copies of `proto` (an invoice of the same template this batch issued
 * through the invoices' own write path, `copiesAlike`) in sets: numbers and journal numbers taken
 * together, the documents, their lines, journals and journal lines each one insert from the
 * prototype's rows, the per-month account balances and the customers' balances one statement
 * each, the company log one insert; each issue row then names its invoice. What differs from the
 * prototype is what differs between customers and days: number, customer, date, due date (the
 * prototype's terms), addresses (the template's, else the customer's), and the journal's own
 * number, date, source, customer and description of its receivables line (the invoice number).
 * A held prototype (approval required) is copied held: no journal. Answers the invoices' ids.
 */
export async function issueCopies(ctx: WriteContext, def: Resource, proto: Doc, template: Body, owed: Owed[]): Promise<number[]> {
  if (!owed.length) return [];
  const customerIds = [...new Set(owed.map((o) => o.customerId))];
  // The customers checked as the write path checks an invoice's customer (this company's, within reach), all in one query.
  const refused = await refErrors(def, ctx, customerIds.map((id) => ({ customer_id: id })));
  if (refused.length) throw new ValidationError(refused.map(({ row: _row, ...e }) => e));
  const [billing, delivery, terms, numbers] = [
    template.billing_address == null ? await addressesOf(ctx, customerIds, 'billing') : null,
    template.delivery_address == null ? await addressesOf(ctx, customerIds, 'shipping') : null,
    await termsOf(ctx, proto.termsId),
    await takeNumbers(ctx, def, owed.length),
  ];
  const rows = owed.map((o, i) => ({ ...o, number: String(numbers[i]), dueDate: dueDateOf(o.occurrence, terms), billing: billing ? (billing.get(o.customerId) ?? null) : proto.billingAddress, delivery: delivery ? (delivery.get(o.customerId) ?? null) : proto.deliveryAddress }));
  const values = sql.join(
    rows.map((r, i) => sql`(${i}::int, ${r.scheduleId}::int, ${r.customerId}::int, ${r.occurrence}::date, ${r.number}::text, ${r.dueDate}::date, ${r.billing}::text, ${r.delivery}::text)`),
    sql`, `,
  );
  const doc = copyList(salesDocuments, 'p', {
    number: sql`v.number`,
    customerId: sql`v.customer_id`,
    date: sql`v.occurrence`,
    dueDate: sql`v.due_date`,
    billingAddress: sql`v.billing`,
    deliveryAddress: sql`v.delivery`,
    recurringBillingId: sql`v.schedule_id`,
    occurrence: sql`v.occurrence`,
    journalId: sql`null`,
    createdAt: sql`now()`,
    updatedAt: sql`now()`,
  });
  const made = rowsOf<{ id: number; ord: number }>(
    await ctx.tx.execute(sql`
      with v(ord, schedule_id, customer_id, occurrence, number, due_date, billing, delivery) as (values ${values}),
      ins as (
        insert into sales_documents (${doc.names})
        select ${doc.values} from sales_documents p cross join v where p.id = ${proto.id}
        order by v.ord
        returning id, recurring_billing_id, occurrence)
      select ins.id, v.ord from ins join v on v.schedule_id = ins.recurring_billing_id and v.occurrence = ins.occurrence order by v.ord`),
  ).map((r) => ({ id: Number(r.id), ord: Number(r.ord) }));
  const ids = made.map((m) => m.id);
  const docOf = sql.join(
    made.map((m) => sql`(${m.id}::int, ${m.ord}::int)`),
    sql`, `,
  );
  const line = copyList(salesDocumentLines, 'l', { documentId: sql`d.id` });
  await ctx.tx.execute(sql`
    insert into sales_document_lines (${line.names})
    select ${line.values} from sales_document_lines l cross join (values ${docOf}) as d(id, ord)
    where l.document_id = ${proto.id} order by d.ord, l.line_no, l.id`);

  if (proto.journalId) {
    const posted = await postCopies(
      ctx,
      { journalId: proto.journalId, customerId: proto.customerId },
      made.map((m) => ({ sourceId: m.id, date: rows[m.ord].occurrence, description: rows[m.ord].number, customerId: rows[m.ord].customerId })),
    );
    await ctx.tx.execute(sql`
      update sales_documents d set journal_id = n.id
      from (values ${sql.join(
        posted.map((p) => sql`(${p.sourceId}::int, ${p.id}::int)`),
        sql`, `,
      )}) as n(doc_id, id) where d.id = n.doc_id`);
  }

  // The company log, as a create through the write path logs it (its title: the number).
  const logged = await ctx.tx.select().from(salesDocuments).where(inArray(salesDocuments.id, ids));
  await logChanges(ctx, logged.map((row) => ({ action: 'create', collection: def.name, recordId: row.id, changes: diff(null, loggedTitle(def, row, ctx)) })));
  await ctx.tx.execute(sql`
    update recurring_billing_issues i set invoice_id = v.id
    from (values ${sql.join(
      made.map((m) => sql`(${rows[m.ord].scheduleId}::int, ${rows[m.ord].occurrence}::date, ${m.id}::int)`),
      sql`, `,
    )}) as v(schedule_id, occurrence, id)
    where i.recurring_billing_id = v.schedule_id and i.occurrence = v.occurrence and i.company_id = ${ctx.company.id}`);
  return ids;
}
