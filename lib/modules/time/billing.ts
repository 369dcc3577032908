import { and, asc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { employees, mileageExpenses, timeBillings, timeEntries } from '@/db/schema';
import type { ResourceContext, WriteContext } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { say, type Said } from '@/lib/engine/messages';
import { defineSubLedger } from '@/lib/modules/books/sub-ledgers';

/**
 * Billable time and expenses onto invoices. A Time & Expenses line of an invoice bills one time
 * entry (`time_entry_id`) or one mileage or expense entry (`expense_id`); a line naming neither
 * pulls in every unbilled billable entry of the invoice's customer (and job, if the invoice names
 * one), a line each. Billing is a sub-ledger of the invoice (`timeBilledLedger`): posting it
 * writes a `time_billings` row per entry and marks the entry billed (`invoice_id`); a change
 * reverses and re-applies it, a void reverses it, freeing the entries. Entries are locked in id
 * order while they are read, so two invoices at once never bill the same hours: the second finds
 * them billed.
 */

type TimeEntry = typeof timeEntries.$inferSelect;
type Expense = typeof mileageExpenses.$inferSelect;

/** The fields of a sales line this area reads and fills (lib/modules/sales/pricing.ts `SalesLine`). */
export type BilledLine = {
  type?: string | null;
  time_entry_id?: number | null;
  expense_id?: number | null;
  item_id?: number | null;
  description?: string | null;
  quantity?: string | number | null;
  rate?: string | number | null;
  amount?: string | number | null;
};

/** The invoice as the ledger sees it. */
type Invoice = { id: number; customerId: number; jobId?: number | null };

const mine = (ctx: ResourceContext, column: typeof timeEntries.companyId | typeof mileageExpenses.companyId) => eq(column, ctx.company.id);

/** Time entries of this company by id, locked for the transaction in id order. */
async function lockEntries(ctx: WriteContext, where: SQL): Promise<TimeEntry[]> {
  return ctx.tx.select().from(timeEntries).where(and(mine(ctx, timeEntries.companyId), where)).orderBy(asc(timeEntries.id)).for('update');
}

async function lockExpenses(ctx: WriteContext, where: SQL): Promise<Expense[]> {
  return ctx.tx.select().from(mileageExpenses).where(and(mine(ctx, mileageExpenses.companyId), where)).orderBy(asc(mileageExpenses.id)).for('update');
}

/** Only approved time is billed (docs/decisions.md, Time): pending time may still change, denied time was not worked. */
const billableTime = (customerId: number, jobId: number | null | undefined) =>
  and(eq(timeEntries.customerId, customerId), eq(timeEntries.isBillable, 1), eq(timeEntries.approval, 'approved'), isNull(timeEntries.invoiceId), jobId ? eq(timeEntries.jobId, jobId) : undefined)!;
const billableExpenses = (customerId: number, jobId: number | null | undefined) =>
  and(eq(mileageExpenses.customerId, customerId), eq(mileageExpenses.isBillable, 1), isNull(mileageExpenses.invoiceId), jobId ? eq(mileageExpenses.jobId, jobId) : undefined)!;

async function employeeNames(ctx: ResourceContext, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await ctx.tx.select({ id: employees.id, name: employees.displayName }).from(employees).where(and(eq(employees.companyId, ctx.company.id), inArray(employees.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** What a line billing a time entry says: quantity the hours, rate the entry's (else its item's, filled by sales). */
function timeLine<L extends BilledLine>(entry: TimeEntry, names: Map<number, string>, given: L): L {
  const words = [entry.date, names.get(entry.employeeId), entry.notes].filter(Boolean).join(' · ');
  return { ...given, type: 'time_expense', time_entry_id: entry.id, expense_id: null, item_id: given.item_id ?? entry.itemId, description: given.description ?? words, quantity: entry.hours, rate: given.rate ?? entry.rate ?? null, amount: null };
}

/** A line billing an expense: its amount (mileage: miles x the rate kept on it). */
function expenseLine<L extends BilledLine>(entry: Expense, names: Map<number, string>, given: L): L {
  const what = entry.kind === 'mileage' ? `${entry.miles} mi × ${entry.ratePerMile}` : entry.description;
  const words = [entry.date, names.get(entry.employeeId), what, entry.kind === 'mileage' ? entry.description : null].filter(Boolean).join(' · ');
  return { ...given, type: 'time_expense', expense_id: entry.id, time_entry_id: null, item_id: given.item_id ?? entry.itemId, description: given.description ?? words, quantity: null, rate: null, amount: entry.amount };
}

/**
 * An invoice's lines with its Time & Expenses lines completed: each naming an entry is filled
 * from it (its hours or amount stand: the line bills what was recorded), each naming none is
 * replaced by the customer's unbilled billable entries (locked). 422 naming the line when an
 * entry is of another customer, not billable, or there is nothing to bill.
 */
export async function billableLines<L extends BilledLine>(ctx: WriteContext, invoice: { customerId: number; jobId?: number | null }, lines: L[]): Promise<L[]> {
  if (!lines.some((l) => l.type === 'time_expense')) return lines;
  const named = (key: 'time_entry_id' | 'expense_id') => lines.flatMap((l) => {
    const id = l[key];
    return l.type === 'time_expense' && typeof id === 'number' ? [id] : [];
  });
  const [timeIds, expenseIds] = [named('time_entry_id'), named('expense_id')];
  const bare = lines.some(isBare);
  const times = new Map((timeIds.length ? await lockEntries(ctx, inArray(timeEntries.id, timeIds)) : []).map((e) => [e.id, e]));
  const expenses = new Map((expenseIds.length ? await lockExpenses(ctx, inArray(mileageExpenses.id, expenseIds)) : []).map((e) => [e.id, e]));
  const pulledTimes = bare ? await lockEntries(ctx, and(billableTime(invoice.customerId, invoice.jobId), timeIds.length ? notInArray(timeEntries.id, timeIds) : undefined)!) : [];
  const pulledExpenses = bare ? await lockExpenses(ctx, and(billableExpenses(invoice.customerId, invoice.jobId), expenseIds.length ? notInArray(mileageExpenses.id, expenseIds) : undefined)!) : [];
  const names = await employeeNames(ctx, [...new Set([...times.values(), ...expenses.values(), ...pulledTimes, ...pulledExpenses].map((e) => e.employeeId))]);

  const errors: FieldError[] = [];
  const out: L[] = [];
  let pulled = false;
  lines.forEach((line, i) => {
    if (line.type !== 'time_expense') return void out.push(line);
    if (line.time_entry_id) {
      const entry = times.get(line.time_entry_id);
      const problem = !entry ? say('billChooseTime') : entryProblem(entry, invoice.customerId);
      if (problem) errors.push({ field: `lines.${i}.time_entry_id`, ...problem });
      else out.push(timeLine(entry!, names, line));
    } else if (line.expense_id) {
      const entry = expenses.get(line.expense_id);
      const problem = !entry ? say('billChooseExpense') : entryProblem(entry, invoice.customerId);
      if (problem) errors.push({ field: `lines.${i}.expense_id`, ...problem });
      else out.push(expenseLine(entry!, names, line));
    } else if (!pulled) {
      pulled = true;
      if (!pulledTimes.length && !pulledExpenses.length) errors.push({ field: `lines.${i}.type`, ...say('billNothingUnbilled') });
      // What the person typed on the line (an item, a rate) stands for every entry it pulls in.
      for (const entry of pulledTimes) out.push(timeLine(entry, names, line));
      for (const entry of pulledExpenses) out.push(expenseLine(entry, names, line));
    }
  });
  if (errors.length) throw new ValidationError(errors);
  return out;
}

const isBare = (l: BilledLine) => l.type === 'time_expense' && !l.time_entry_id && !l.expense_id;

/**
 * A template's Time & Expenses lines are placeholders (docs/decisions.md, "Time & Expenses on
 * recurring invoices"): each invoice made from the template bills what is unbilled when it is
 * made, so the template names no entry, bills nothing and holds 0.00 for them.
 */
export function templateTimeLines<L extends BilledLine>(lines: L[]): L[] {
  const errors = lines.flatMap((l, i) =>
    l.type === 'time_expense' && !isBare(l)
      ? [{ field: `lines.${i}.${l.time_entry_id ? 'time_entry_id' : 'expense_id'}`, ...say('templateTimeLine') }]
      : [],
  );
  if (errors.length) throw new ValidationError(errors);
  return lines.map((l) => (l.type === 'time_expense' ? { ...l, quantity: null, rate: null, amount: '0.00' } : l));
}

/**
 * The lines of an invoice about to be made from a template (a recurring run): its Time & Expenses
 * placeholders are left out when the customer (and job) has nothing unbilled to bill that day, so
 * the invoice bills the rest rather than the run failing.
 */
export async function withUnbilledTime<L extends BilledLine>(ctx: ResourceContext, invoice: { customerId: number; jobId?: number | null }, lines: L[]): Promise<L[]> {
  if (!lines.some(isBare)) return lines;
  const [time] = await ctx.tx.select({ id: timeEntries.id }).from(timeEntries).where(and(mine(ctx, timeEntries.companyId), billableTime(invoice.customerId, invoice.jobId))).limit(1);
  const [expense] = time ? [] : await ctx.tx.select({ id: mileageExpenses.id }).from(mileageExpenses).where(and(mine(ctx, mileageExpenses.companyId), billableExpenses(invoice.customerId, invoice.jobId))).limit(1);
  return time || expense ? lines : lines.filter((l) => !isBare(l));
}

/** Why an entry cannot be billed to this customer, or null. Whether it is billed already is the ledger's to say, under its lock. */
function entryProblem(entry: TimeEntry | Expense, customerId: number): Said | null {
  if (entry.customerId !== customerId) return say('billEntryOtherCustomer');
  if (entry.isBillable !== 1) return say('billEntryNotBillable');
  // Time is billed once approved; mileage and expenses are billed whatever their approval (which is their reimbursement's).
  if ('hours' in entry && entry.approval !== 'approved') return say('billTimeNotApproved');
  return null;
}

/** Keeps each entry's `invoice_id` as the ledger's rows say: billed by this invoice, or freed. */
async function markEntries(ctx: WriteContext, invoiceId: number) {
  const billed = (column: typeof timeBillings.timeEntryId | typeof timeBillings.expenseId) =>
    sql`(select ${column} from ${timeBillings} where ${timeBillings.companyId} = ${ctx.company.id} and ${timeBillings.invoiceId} = ${invoiceId} and ${column} is not null)`;
  await ctx.tx
    .update(timeEntries)
    .set({ invoiceId: null, updatedAt: sql`now()` })
    .where(and(mine(ctx, timeEntries.companyId), eq(timeEntries.invoiceId, invoiceId), sql`${timeEntries.id} not in ${billed(timeBillings.timeEntryId)}`));
  await ctx.tx
    .update(timeEntries)
    .set({ invoiceId, updatedAt: sql`now()` })
    .where(and(mine(ctx, timeEntries.companyId), sql`${timeEntries.id} in ${billed(timeBillings.timeEntryId)}`));
  await ctx.tx
    .update(mileageExpenses)
    .set({ invoiceId: null, updatedAt: sql`now()` })
    .where(and(mine(ctx, mileageExpenses.companyId), eq(mileageExpenses.invoiceId, invoiceId), sql`${mileageExpenses.id} not in ${billed(timeBillings.expenseId)}`));
  await ctx.tx
    .update(mileageExpenses)
    .set({ invoiceId, updatedAt: sql`now()` })
    .where(and(mine(ctx, mileageExpenses.companyId), sql`${mileageExpenses.id} in ${billed(timeBillings.expenseId)}`));
}

/**
 * The time-billed sub-ledger of invoices: a row per entry its Time & Expenses lines bill, with
 * the line's amount. Applying locks the entries (id order) and refuses one billed by another
 * invoice (422 naming the line); reversing deletes the rows; either way the entries' `invoice_id`
 * follows (`settled`).
 */
export const timeBilledLedger = defineSubLedger({
  table: timeBillings,
  // An invoice waiting for approval holds its time: no second invoice bills those hours meanwhile.
  keptWhileHeld: true,
  of: (doc: Invoice) => eq(timeBillings.invoiceId, doc.id),
  async rows(ctx, doc: Invoice & { isTemplate?: boolean }, lines: BilledLine[]) {
    // A template bills nothing: its lines are placeholders (templateTimeLines).
    if (doc.isTemplate) return [];
    const billing = lines.map((line, i) => ({ line, i })).filter(({ line }) => line.type === 'time_expense');
    if (!billing.length) return [];
    const timeIds = billing.flatMap(({ line }) => (line.time_entry_id ? [line.time_entry_id] : []));
    const expenseIds = billing.flatMap(({ line }) => (line.expense_id ? [line.expense_id] : []));
    const times = new Map((timeIds.length ? await lockEntries(ctx, inArray(timeEntries.id, timeIds)) : []).map((e) => [e.id, e]));
    const expenses = new Map((expenseIds.length ? await lockExpenses(ctx, inArray(mileageExpenses.id, expenseIds)) : []).map((e) => [e.id, e]));
    const errors: FieldError[] = [];
    const seen = new Set<string>();
    for (const { line, i } of billing) {
      const [key, entry] = line.time_entry_id ? ([`t${line.time_entry_id}`, times.get(line.time_entry_id)] as const) : ([`e${line.expense_id}`, line.expense_id ? expenses.get(line.expense_id) : undefined] as const);
      const field = `lines.${i}.${line.time_entry_id ? 'time_entry_id' : 'expense_id'}`;
      const problem = !entry
        ? say('billLineEntry')
        : seen.has(key)
          ? say('billEntryTwice')
          : entry.invoiceId !== null && entry.invoiceId !== doc.id
            ? say('billEntryElsewhere')
            : entryProblem(entry, doc.customerId);
      seen.add(key);
      if (problem) errors.push({ field, ...problem });
    }
    if (errors.length) throw new ValidationError(errors);
    return billing.map(({ line }) => ({ invoiceId: doc.id, timeEntryId: line.time_entry_id ?? null, expenseId: line.expense_id ?? null, amount: String(line.amount ?? '0.00') }));
  },
  reversal: 'delete',
  settled: (ctx, doc) => markEntries(ctx, doc.id),
});

/** The tables billing writes besides the ledger's own (the entries it marks): the invoice's `writes`. */
export const TIME_BILLING_WRITES = [timeEntries, mileageExpenses];
