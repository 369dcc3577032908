import { and, asc, eq, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import { recurringBilling, recurringBillingIssues, salesDocuments } from '@/db/schema';
import type { ResourceContext, WriteContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { createRecord } from '@/lib/engine/write';
import { bodyOf } from './document-actions';
import { withUnbilledTime } from '@/lib/modules/time/billing';
import { copiesAlike, issueCopies, type Owed } from './recurring-sets';
import { dayAfter, MAX_OCCURRENCES, nextOccurrence, occurrencesBetween, since, type Schedule } from './recurrence';

export type Row = typeof recurringBilling.$inferSelect;
type Doc = typeof salesDocuments.$inferSelect;

export const scheduleOf = (row: Pick<Row, 'rule' | 'startDate' | 'untilDate'>): Schedule => ({ rule: row.rule, startDate: row.startDate, untilDate: row.untilDate });

/** A due schedule from its next date (an occurrence) on. */
export const owing = (row: Row): Schedule => since(scheduleOf(row), row.nextDate!);

/** The template a schedule issues from: a template invoice of this company (else 422 on `template_id`). */
export async function templateOf(ctx: ResourceContext, id: number): Promise<Doc> {
  const [template] = await ctx.tx
    .select()
    .from(salesDocuments)
    .where(and(eq(salesDocuments.companyId, ctx.company.id), eq(salesDocuments.kind, 'invoice'), eq(salesDocuments.id, id)));
  if (!template) throw ValidationError.field('template_id', say('notValid', { field: 'Template' }));
  if (!template.isTemplate) throw ValidationError.field('template_id', say('templateChoose'));
  return template;
}

/** A batch (one transaction) issues at most this many invoices; so does a run answered in its request. */
export const BATCH_INVOICES = 25;

const dueWhere = (ctx: ResourceContext, asOf: string) =>
  and(eq(recurringBilling.companyId, ctx.company.id), eq(recurringBilling.status, 1), isNotNull(recurringBilling.nextDate), lte(recurringBilling.nextDate, asOf));

type Issued = { issued: number; occurrences: number };

/**
 * Issues some of the invoices a company's schedules owe up to `asOf` (a day), earliest first, in
 * the caller's transaction: at most `invoices` of them, and none that would end after `ms`, so
 * that a batch holds the database (the embedded one has a single connection) for a moment only.
 * Each step locks the schedules due earliest (and the merging schedules of the same customers
 * due the same day), issues each one occurrence, its next date, and moves it on: a second run at
 * the same time waits for the lock and then finds the next date moved, and the issues table
 * refuses an occurrence issued before whatever happens. An invoice is made from its template as
 * a new invoice is (numbered, posted or held for approval), marked recurring with its schedule and
 * occurrence; schedules that merge same-day invoices give a customer one invoice per day with the
 * lines of all of them. `more`: whether anything is still due.
 */
export async function issueBatch(ctx: WriteContext, asOf: string, { invoices = BATCH_INVOICES, ms = Infinity } = {}): Promise<Issued & { more: boolean }> {
  const invoiceDef = ctx.registry.get('invoices');
  if (!invoiceDef) throw new Error('recurring billing needs the invoices collection');
  const templates = new Map<number, Awaited<ReturnType<typeof bodyOf>>>();
  const bodyFor = async ({ templateId }: Pick<Row, 'templateId'>) => {
    if (!templates.has(templateId)) templates.set(templateId, await bodyOf(ctx, await templateOf(ctx, templateId)));
    return templates.get(templateId)!;
  };
  /** Per template, the invoice of it this batch issued the ordinary way, which the next ones copy (recurring-sets.ts). */
  const prototypes = new Map<number, number>();
  const copies: (Owed & { templateId: number })[] = [];
  const started = performance.now();
  let issued = 0;
  let occurrences = 0;
  // Another invoice only if it should end within `ms`, by the time those of this batch took.
  const inTime = () => performance.now() - started + (issued ? (performance.now() - started) / issued : 0) < ms;
  while (issued < invoices && inTime()) {
    const due = await ctx.tx
      .select()
      .from(recurringBilling)
      .where(dueWhere(ctx, asOf))
      .orderBy(asc(recurringBilling.nextDate), asc(recurringBilling.id))
      .limit(invoices - issued)
      .for('update');
    if (!due.length) break;
    const merging = due.filter((s) => s.mergeSameDay);
    if (merging.length) {
      const others = await ctx.tx
        .select()
        .from(recurringBilling)
        .where(and(dueWhere(ctx, asOf), eq(recurringBilling.mergeSameDay, true), inArray(recurringBilling.customerId, merging.map((s) => s.customerId)), notInArray(recurringBilling.id, due.map((s) => s.id))))
        .orderBy(asc(recurringBilling.id))
        .for('update');
      const days = new Set(merging.map((s) => `${s.customerId}:${s.nextDate}`));
      due.push(...others.filter((s) => days.has(`${s.customerId}:${s.nextDate}`)));
    }
    // One invoice per (customer, day) for merging schedules; per schedule for the others.
    const groups = new Map<string, Row[]>();
    for (const schedule of due) {
      const key = schedule.mergeSameDay ? `c${schedule.customerId}:${schedule.nextDate}` : `s${schedule.id}`;
      groups.set(key, [...(groups.get(key) ?? []), schedule]);
    }
    // Groups in time order, each as long as time is left (the first always: a batch moves on).
    const handled: Row[] = [];
    for (const group of [...groups.values()].sort((a, b) => a[0].nextDate!.localeCompare(b[0].nextDate!) || a[0].id - b[0].id)) {
      if (handled.length && !inTime()) break;
      handled.push(...group);
      const occurrence = group[0].nextDate!;
      // Another of a template this batch issued an invoice of: a copy of that one, made with the others at the end of the batch.
      if (group.length === 1 && prototypes.has(group[0].templateId)) {
        copies.push({ scheduleId: group[0].id, customerId: group[0].customerId, occurrence, templateId: group[0].templateId });
        issued++;
        occurrences++;
        continue;
      }
      const fresh = await ctx.tx
        .insert(recurringBillingIssues)
        .values(group.map((s) => ({ companyId: ctx.company.id, recurringBillingId: s.id, occurrence })))
        .onConflictDoNothing()
        .returning({ id: recurringBillingIssues.recurringBillingId });
      const owed = group.filter((s) => fresh.some((f) => f.id === s.id));
      if (!owed.length) continue;
      const [first, ...merged] = owed;
      const body = { ...(await bodyFor(first)), customer_id: first.customerId, is_template: 0 };
      const given = [...body.lines];
      for (const other of merged) given.push(...(await bodyFor(other)).lines);
      // Time & Expenses placeholders bill what is unbilled today; with nothing to bill they are left
      // out, and an occurrence left with nothing at all passes without an invoice (its issue row stays).
      const lines = await withUnbilledTime(ctx, { customerId: first.customerId, jobId: body.job_id }, given);
      if (!lines.length) {
        occurrences += owed.length;
        continue;
      }
      const invoice = await createRecord(invoiceDef, ctx, { ...body, lines, date: occurrence });
      if (!merged.length && copiesAlike(body)) prototypes.set(first.templateId, invoice.id);
      await ctx.tx
        .update(salesDocuments)
        .set({ isRecurring: true, recurringBillingId: first.id, occurrence, sourceDocumentId: first.templateId })
        .where(eq(salesDocuments.id, invoice.id));
      await ctx.tx
        .update(recurringBillingIssues)
        .set({ invoiceId: invoice.id })
        .where(and(eq(recurringBillingIssues.occurrence, occurrence), inArray(recurringBillingIssues.recurringBillingId, owed.map((s) => s.id))));
      issued++;
      occurrences += owed.length;
    }
    // Every schedule handled moves past the occurrence it was due (issued now, or before).
    const moves = handled.map((s) => sql`(${s.id}::int, ${nextOccurrence(owing(s), dayAfter(s.nextDate!))}::date)`);
    await ctx.tx.execute(sql`
      update recurring_billing set next_date = m.next, updated_at = now()
      from (values ${sql.join(moves, sql`, `)}) as m(id, next) where recurring_billing.id = m.id`);
  }
  // The copies of the whole batch, made together: a schedule owing many occurrences (a daily one)
  // is handled one occurrence per step, and its copies still go in one set.
  if (copies.length) {
    const owed = await issuedNow(ctx, copies.splice(0));
    issued -= owed.skipped;
    occurrences -= owed.skipped;
    for (const [templateId, some] of owed.byTemplate) {
      const [proto] = await ctx.tx.select().from(salesDocuments).where(eq(salesDocuments.id, prototypes.get(templateId)!));
      await issueCopies(ctx, invoiceDef, proto, await bodyFor({ templateId }), some);
    }
  }
  const [left] = await ctx.tx.select({ id: recurringBilling.id }).from(recurringBilling).where(dueWhere(ctx, asOf)).limit(1);
  return { issued, occurrences, more: !!left };
}

/**
 * Marks the copies a batch owes as issued (the issues table's key: schedule and occurrence), in
 * one insert: those already issued (a run before, another worker) are skipped. Answers the
 * owed ones by template and how many were skipped.
 */
async function issuedNow(ctx: WriteContext, copies: (Owed & { templateId: number })[]) {
  const fresh = await ctx.tx
    .insert(recurringBillingIssues)
    .values(copies.map((c) => ({ companyId: ctx.company.id, recurringBillingId: c.scheduleId, occurrence: c.occurrence })))
    .onConflictDoNothing()
    .returning({ id: recurringBillingIssues.recurringBillingId, occurrence: recurringBillingIssues.occurrence });
  const owed = new Set(fresh.map((f) => `${f.id}:${f.occurrence}`));
  const byTemplate = new Map<number, Owed[]>();
  for (const c of copies) {
    if (!owed.has(`${c.scheduleId}:${c.occurrence}`)) continue;
    byTemplate.set(c.templateId, [...(byTemplate.get(c.templateId) ?? []), { scheduleId: c.scheduleId, customerId: c.customerId, occurrence: c.occurrence }]);
  }
  return { byTemplate, skipped: copies.length - owed.size };
}

/** Issues every invoice due up to `asOf` in the caller's transaction (a run small enough for one request, or a bench). */
export async function issueDueInvoices(ctx: WriteContext, asOf: string): Promise<Issued> {
  const total = { issued: 0, occurrences: 0 };
  for (;;) {
    const { issued, occurrences, more } = await issueBatch(ctx, asOf);
    total.issued += issued;
    total.occurrences += occurrences;
    if (!more) return total;
  }
}

/**
 * What a run up to `asOf` would issue, without writing or locking: the invoices (merged days
 * counted once) and the occurrences. 422 on `as_of` for a schedule owing more occurrences than
 * one run issues (MAX_OCCURRENCES), naming it.
 */
export async function dueCount(ctx: ResourceContext, asOf: string): Promise<Issued> {
  const due = await ctx.tx.select().from(recurringBilling).where(dueWhere(ctx, asOf)).orderBy(asc(recurringBilling.id));
  const invoices = new Set<string>();
  let occurrences = 0;
  for (const schedule of due) {
    const days = occurrencesBetween(owing(schedule), schedule.nextDate!, asOf, MAX_OCCURRENCES + 1);
    if (days.length > MAX_OCCURRENCES) throw ValidationError.field('as_of', say('tooManyOccurrences', { name: schedule.displayName, max: MAX_OCCURRENCES }));
    occurrences += days.length;
    for (const day of days) invoices.add(schedule.mergeSameDay ? `c${schedule.customerId}:${day}` : `s${schedule.id}:${day}`);
  }
  return { issued: invoices.size, occurrences };
}

