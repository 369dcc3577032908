import { and, asc, eq, gte, inArray, lte, ne, not, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, checks, employeeDirectDeposits, employees, journals, mileageExpenses, payChecks, payRunEarnings, paySetupItems, paySetups, payRunLines, payRuns, payrollEntries, payrollItems, payrollYtd, taxTableBrackets, taxTables, timeEntries, type FilingStatus, type PayFrequency } from '@/db/schema';
import { action, type ActionContext, type FileAnswer, type ResourceContext, type Shape, type WriteContext } from '@/lib/engine/define';
import { replaceChildren } from '@/lib/engine/children';
import { FieldErrors, ValidationError, type FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, decimal, money, ref, startsEmpty, text, textArea } from '@/lib/engine/fields';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { BANK, CURRENT_ASSET } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { checksResource } from '@/lib/modules/banking/checks';
import { lazyDrawing } from '@/lib/pdf/draw';
import { defineDocument } from '@/lib/modules/books/documents';
import type { PostingLine } from '@/lib/modules/books/post';
import { defineSubLedger } from '@/lib/modules/books/sub-ledgers';
import { employeesResource } from '@/lib/modules/crm/employees';
import { fromCents, scaled, toCents, type Cents } from '@/lib/money';
import { achFile, splitNet, type AchEntry } from './nacha';
import { lockIds } from './locks';
import { lockEmployeesTime, timePaidLedger } from './time-paid';
import { expensesReimbursedLedger } from './expenses-reimbursed';
import { figurePaycheck, fourPlaces, GIVEN_KINDS, grossAndNet, OFF_PAY_KINDS, PayError, salaryShare, WAGE_KINDS, type Bracket, type PayItem, type Stub } from './calculate';
import { entryText } from '@/lib/modules/books/entry-text';
import type { StubWords } from './stub-pdf';

const lineInput = z.object({
  employee_id: ref('Employee', { required: true }),
  regular_hours: decimal('Regular hours', { places: 2, min: 0, max: 744 }),
  overtime_hours: decimal('Overtime hours', { places: 2, min: 0, max: 744 }),
});
type Line = z.infer<typeof lineInput>;

/** An earnings line: a bonus, commission or reimbursement paid to one of the run's employees. */
const earningInput = z.object({
  // Named apart from the lines' Employee: both sets' cells are labelled by their field and row.
  employee_id: ref('Paid to', { required: true }),
  payroll_item_id: ref('Payroll item', { required: true, where: { kind: [...GIVEN_KINDS] } }),
  amount: money('Amount', { required: true, min: 0 }),
  // A reimbursement line may name the mileage or expense it pays back (its employee's, for its amount).
  expense_id: ref('Expense reimbursed', { collection: 'mileage-expenses' }),
});
type Earning = z.infer<typeof earningInput>;

/**
 * The earnings lines checked against the run's employees and the company's items: each item a
 * bonus, commission or reimbursement (422 on its `payroll_item_id`), each employee one of the
 * run's lines (on its `employee_id`).
 */
async function checkEarnings(ctx: WriteContext, earnings: Earning[], lines: Line[]): Promise<FieldError[]> {
  const ids = [...new Set(earnings.map((e) => e.payroll_item_id))];
  const kinds = new Map(ids.length ? (await ctx.tx.select({ id: payrollItems.id, kind: payrollItems.kind }).from(payrollItems).where(and(eq(payrollItems.companyId, ctx.company.id), inArray(payrollItems.id, ids)))).map((i) => [i.id, i.kind]) : []);
  const paid = new Set(lines.map((l) => l.employee_id));
  const expenseIds = [...new Set(earnings.flatMap((e) => (e.expense_id ? [e.expense_id] : [])))];
  const expenses = new Map(
    expenseIds.length
      ? (await ctx.tx.select().from(mileageExpenses).where(and(eq(mileageExpenses.companyId, ctx.company.id), inArray(mileageExpenses.id, expenseIds)))).map((e) => [e.id, e])
      : [],
  );
  const errors: FieldError[] = [];
  const named = new Set<number>();
  earnings.forEach((e, i) => {
    const kind = kinds.get(e.payroll_item_id);
    if (!kind || !GIVEN_KINDS.includes(kind)) errors.push({ field: `earnings.${i}.payroll_item_id`, ...say('payrollEarningItem') });
    if (!paid.has(e.employee_id)) errors.push({ field: `earnings.${i}.employee_id`, ...say('payrollEarningEmployee') });
    if (!e.expense_id) return;
    // The expense paid back: this company's, the line's employee's, on a reimbursement line, for its amount, once.
    const entry = expenses.get(e.expense_id);
    if (!entry) errors.push({ field: `earnings.${i}.expense_id`, ...say('invalid', { field: 'Expense reimbursed' }) });
    else if (named.has(entry.id)) errors.push({ field: `earnings.${i}.expense_id`, ...say('expenseReimburseTwice') });
    else if (entry.employeeId !== e.employee_id || kind !== 'reimbursement' || toCents(entry.amount) !== toCents(e.amount)) errors.push({ field: `earnings.${i}.expense_id`, ...say('expenseReimburseLine', { amount: entry.amount }) });
    named.add(e.expense_id);
  });
  return errors;
}

/** The run's earnings lines as kept. */
const earningsOf = (ctx: ResourceContext, runId: number) => ctx.tx.select().from(payRunEarnings).where(and(eq(payRunEarnings.companyId, ctx.company.id), eq(payRunEarnings.payRunId, runId))).orderBy(asc(payRunEarnings.id));
type Run = typeof payRuns.$inferSelect;

const hoursText = (hundredths: bigint) => fromCents(hundredths);
const hundredths = (text: string | null | undefined) => scaled(text, 2) ?? 0n;
/** A week's hours beyond 40 are overtime (Fair Labor Standards Act's workweek, Monday to Sunday). */
const WEEK = 4000n;

/** Each employee's setup with its items, read at once. */
async function setupsOf(ctx: ResourceContext, employeeIds: number[]) {
  if (!employeeIds.length) return new Map<number, { payRate: string; payFrequency: PayFrequency; filingStatus: FilingStatus; allowances: number; items: (typeof payrollItems.$inferSelect & { ownAmount: string | null; ownRate: string | null })[] }>();
  const setups = await ctx.tx.select().from(paySetups).where(and(eq(paySetups.companyId, ctx.company.id), inArray(paySetups.employeeId, employeeIds), eq(paySetups.status, 1)));
  const items = setups.length
    ? await ctx.tx
        .select({ setupId: paySetupItems.setupId, ownAmount: paySetupItems.amount, ownRate: paySetupItems.rate, item: payrollItems })
        .from(paySetupItems)
        .innerJoin(payrollItems, eq(payrollItems.id, paySetupItems.payrollItemId))
        .where(and(eq(paySetupItems.companyId, ctx.company.id), inArray(paySetupItems.setupId, setups.map((s) => s.id))))
        .orderBy(asc(paySetupItems.id))
    : [];
  return new Map(
    setups.map((s) => [
      s.employeeId,
      { payRate: s.payRate, payFrequency: s.payFrequency, filingStatus: s.filingStatus, allowances: s.allowances, items: items.filter((i) => i.setupId === s.id).map((i) => ({ ...i.item, ownAmount: i.ownAmount, ownRate: i.ownRate })) },
    ]),
  );
}

/**
 * The hours of the lines that give none: approved time worked in the pay period, each Monday-to-
 * Sunday week's hours beyond 40 as overtime for an employee paid by the hour; a salaried
 * employee's hours are all regular (shown, not paid by).
 */
async function completeHours(ctx: WriteContext, input: { period_start: string; period_end: string }, lines: Line[]): Promise<Line[]> {
  // The time read here is the time the run marks paid: none of it changes, nor is any approved, till the run commits.
  await lockEmployeesTime(ctx, lines.map((l) => l.employee_id));
  const wanted = lines.filter((l) => l.regular_hours == null && l.overtime_hours == null).map((l) => l.employee_id);
  if (!wanted.length) return lines;
  const weeks = await ctx.tx
    .select({ employeeId: timeEntries.employeeId, hours: sql<string>`sum(${timeEntries.hours})::text` })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, ctx.company.id),
        inArray(timeEntries.employeeId, wanted),
        eq(timeEntries.approval, 'approved'),
        gte(timeEntries.date, input.period_start),
        lte(timeEntries.date, input.period_end),
      ),
    )
    .groupBy(timeEntries.employeeId, sql`date_trunc('week', ${timeEntries.date})`);
  const setups = await setupsOf(ctx, wanted);
  const worked = new Map<number, { regular: bigint; overtime: bigint }>();
  for (const w of weeks) {
    const hourly = setups.get(w.employeeId)?.items.some((i) => i.kind === 'hourly') ?? true;
    const total = hundredths(w.hours);
    const sum = worked.get(w.employeeId) ?? { regular: 0n, overtime: 0n };
    const overtime = hourly && total > WEEK ? total - WEEK : 0n;
    worked.set(w.employeeId, { regular: sum.regular + total - overtime, overtime: sum.overtime + overtime });
  }
  return lines.map((l) => {
    if (l.regular_hours != null || l.overtime_hours != null) return l;
    const w = worked.get(l.employee_id) ?? { regular: 0n, overtime: 0n };
    return { ...l, regular_hours: hoursText(w.regular), overtime_hours: hoursText(w.overtime) };
  });
}

/** One employee at a time per company: a pay run figures from year-to-date that no other run moves meanwhile. */
const lockEmployees = (ctx: WriteContext, employeeIds: number[]) => lockIds(ctx, 'payroll-employee', employeeIds);

/** Other posted pay runs paying one of these employees for a period overlapping this one's: employee -> run number. */
async function paidElsewhere(ctx: WriteContext, run: Run, employeeIds: number[]) {
  const rows = await ctx.tx
    .select({ employeeId: payRunLines.employeeId, number: payRuns.number })
    .from(payRunLines)
    .innerJoin(payRuns, eq(payRuns.id, payRunLines.payRunId))
    .where(
      and(
        eq(payRunLines.companyId, ctx.company.id),
        inArray(payRunLines.employeeId, employeeIds),
        eq(payRuns.state, 'posted'),
        ne(payRuns.id, run.id),
        lte(payRuns.periodStart, run.periodEnd),
        gte(payRuns.periodEnd, run.periodStart),
      ),
    );
  return new Map(rows.map((r) => [r.employeeId, r.number]));
}

const yearOf = (run: Run) => Number(run.payDate.slice(0, 4));

type ItemRow = typeof payrollItems.$inferSelect;

/** A payroll item as the paycheck math takes it, the employee's own amount or percentage (a setup's) before the item's. */
type Tables = { bracketsOf(id: number): Bracket[]; allowance(id: number): bigint; supplemental(id: number): PayItem['supplementalRate'] };
function payItem(item: ItemRow, ownAmount: string | null, ownRate: string | null, tables?: Tables): PayItem {
  return {
    id: item.id,
    name: item.displayName,
    kind: item.kind,
    rate: fourPlaces(ownRate) ?? fourPlaces(item.rate),
    multiplier: fourPlaces(item.multiplier),
    amount: ownAmount !== null ? toCents(ownAmount) : ownRate !== null ? null : item.amount !== null ? toCents(item.amount) : null,
    brackets: item.taxTableId !== null && tables ? tables.bracketsOf(item.taxTableId) : null,
    allowanceAmount: item.taxTableId !== null && tables ? tables.allowance(item.taxTableId) : 0n,
    wageBase: item.wageBase !== null ? toCents(item.wageBase) : null,
    supplemental: item.supplemental,
    supplementalRate: item.taxTableId !== null && tables ? tables.supplemental(item.taxTableId) : null,
    expenseAccountId: item.expenseAccountId,
    liabilityAccountId: item.liabilityAccountId,
  };
}

/** The entries of a pay run: each employee's paycheck figured under the employees' locks, from the kept year-to-date. */
async function entriesOf(ctx: WriteContext, run: Run, lines: Line[]) {
  const employeeIds = lines.map((l) => l.employee_id);
  await lockEmployees(ctx, employeeIds);
  const [setups, elsewhere, given] = await Promise.all([setupsOf(ctx, employeeIds), paidElsewhere(ctx, run, employeeIds), earningsOf(ctx, run.id)]);
  const givenItems = new Map(
    given.length ? (await ctx.tx.select().from(payrollItems).where(and(eq(payrollItems.companyId, ctx.company.id), inArray(payrollItems.id, [...new Set(given.map((g) => g.payrollItemId))])))).map((i) => [i.id, i]) : [],
  );
  const employed = new Map(
    (await ctx.tx.select({ id: employees.id, hired: employees.hireDate, terminated: employees.terminationDate }).from(employees).where(and(eq(employees.companyId, ctx.company.id), inArray(employees.id, employeeIds)))).map((e) => [e.id, e]),
  );
  const year = yearOf(run);
  const ytdRows = await ctx.tx.select().from(payrollYtd).where(and(eq(payrollYtd.companyId, ctx.company.id), inArray(payrollYtd.employeeId, employeeIds), eq(payrollYtd.year, year)));
  const tableIds = [...new Set([...setups.values()].flatMap((s) => s.items.map((i) => i.taxTableId).filter((id): id is number => id !== null)))];
  const brackets = tableIds.length ? await ctx.tx.select().from(taxTableBrackets).where(and(eq(taxTableBrackets.companyId, ctx.company.id), inArray(taxTableBrackets.taxTableId, tableIds))) : [];
  const tableRows = new Map(tableIds.length ? (await ctx.tx.select().from(taxTables).where(and(eq(taxTables.companyId, ctx.company.id), inArray(taxTables.id, tableIds)))).map((t) => [t.id, t]) : []);
  const bracketsOf = (tableId: number): Bracket[] =>
    brackets.filter((b) => b.taxTableId === tableId).map((b) => ({ filingStatus: b.filingStatus, over: toCents(b.over), upTo: b.upTo === null ? null : toCents(b.upTo), rate: fourPlaces(b.rate) ?? 0n }));
  const supplemental = (id: number) => {
    const t = tableRows.get(id);
    const rate = fourPlaces(t?.supplementalRate);
    return t && rate != null ? { rate, limit: t.supplementalLimit === null ? null : toCents(t.supplementalLimit), overRate: fourPlaces(t.supplementalOverRate) } : null;
  };
  const tables: Tables = { bracketsOf, allowance: (id: number) => (tableRows.has(id) ? toCents(tableRows.get(id)!.allowanceAmount) : 0n), supplemental };
  // The supplemental wages paid this year before this run: the year-to-date of the bonuses and commissions so withheld.
  const ytdItems = [...new Set(ytdRows.map((r) => r.payrollItemId))];
  const supplementalItems = new Set(
    ytdItems.length
      ? (await ctx.tx.select({ id: payrollItems.id }).from(payrollItems).where(and(eq(payrollItems.companyId, ctx.company.id), inArray(payrollItems.id, ytdItems), inArray(payrollItems.kind, ['bonus', 'commission']), eq(payrollItems.supplemental, true)))).map((i) => i.id)
      : [],
  );
  const errors = new FieldErrors();
  const rows: Omit<typeof payrollEntries.$inferInsert, 'companyId'>[] = [];
  given.forEach((g, i) => {
    if (!employeeIds.includes(g.employeeId)) errors.of('earnings', i)('employee_id', say('payrollEarningEmployee'));
  });
  lines.forEach((line, i) => {
    const at = errors.of('lines', i);
    const setup = setups.get(line.employee_id);
    if (!setup) return at('employee_id', say('payNoSetup'));
    const other = elsewhere.get(line.employee_id);
    if (other) return at('employee_id', say('payOverlappingRun', { number: other }));
    const items: PayItem[] = setup.items.map((item) => payItem(item, item.ownAmount, item.ownRate, tables));
    const extras = given.filter((g) => g.employeeId === line.employee_id).map((g) => ({ item: payItem(givenItems.get(g.payrollItemId)!, null, null), amount: toCents(g.amount) }));
    const dates = employed.get(line.employee_id);
    const ytd = new Map(ytdRows.filter((r) => r.employeeId === line.employee_id).map((r) => [r.payrollItemId, { amount: toCents(r.amount), wages: toCents(r.wages) }]));
    try {
      const check = figurePaycheck({
        payRate: fourPlaces(setup.payRate) ?? 0n,
        frequency: setup.payFrequency,
        filingStatus: setup.filingStatus,
        allowances: BigInt(setup.allowances),
        regularHours: hundredths(line.regular_hours),
        overtimeHours: hundredths(line.overtime_hours),
        items,
        extras,
        salaryShare: salaryShare(run.periodStart, run.periodEnd, dates?.hired ?? null, dates?.terminated ?? null),
        ytd,
        supplementalYtd: ytdRows.filter((r) => r.employeeId === line.employee_id && supplementalItems.has(r.payrollItemId)).reduce((sum, r) => sum + toCents(r.amount), 0n),
      });
      if (check.gross <= 0n && check.reimbursements <= 0n) return at('employee_id', say('payNothingInPeriod'));
      for (const a of check.amounts) {
        const earning = WAGE_KINDS.includes(a.item.kind) || a.item.kind === 'reimbursement';
        rows.push({
          payRunId: run.id,
          employeeId: line.employee_id,
          payrollItemId: a.item.id,
          year,
          kind: a.item.kind,
          hours: hoursText(a.hours),
          amount: fromCents(a.amount),
          wages: fromCents(a.wages),
          debitAccountId: earning || a.item.kind === 'employer_tax' ? a.item.expenseAccountId : null,
          creditAccountId: earning ? null : a.item.liabilityAccountId,
        });
      }
    } catch (e) {
      if (!(e instanceof PayError)) throw e;
      at(e.field, e.said);
    }
  });
  errors.throwIfAny();
  return rows;
}

/** A run's totals from its live entries: gross, net (gross less what comes off it) and employer taxes. */
async function totalsOf(ctx: ResourceContext, runId: number) {
  const rows = await ctx.tx
    .select({ kind: payrollEntries.kind, amount: sql<string>`sum(${payrollEntries.amount})::text` })
    .from(payrollEntries)
    .where(and(eq(payrollEntries.companyId, ctx.company.id), eq(payrollEntries.payRunId, runId), not(payrollEntries.reversed)))
    .groupBy(payrollEntries.kind);
  const { gross, net } = grossAndNet(rows.map((r) => ({ kind: r.kind, amount: toCents(r.amount) })));
  const employerTaxes = rows.filter((r) => r.kind === 'employer_tax').reduce((s, r) => s + toCents(r.amount), 0n);
  return { gross, net, employerTaxes, any: rows.length > 0 };
}

/** The year-to-date sub-ledger: the run's entries, moving each employee's kept balances per item and year. */
const yearToDate = defineSubLedger<typeof payrollEntries, Run, unknown, Line>({
  table: payrollEntries,
  of: (run) => eq(payrollEntries.payRunId, run.id),
  rows: (ctx, run, lines) => entriesOf(ctx, run, lines),
  reversal: { counter: 'reversed', amounts: ['amount', 'wages', 'hours'] },
  balances: [{ table: payrollYtd, upsert: true, key: (e) => ({ employeeId: e.employeeId, payrollItemId: e.payrollItemId, year: e.year }), moves: (e) => ({ amount: e.amount, wages: e.wages }) }],
  async settled(ctx, run) {
    const totals = await totalsOf(ctx, run.id);
    // A voided run keeps the totals it paid; only a posting sets them.
    if (totals.any) await ctx.tx.update(payRuns).set({ gross: fromCents(totals.gross), net: fromCents(totals.net), employerTaxes: fromCents(totals.employerTaxes) }).where(eq(payRuns.id, run.id));
  },
});

/**
 * The run's journal from its live entries: Dr each earnings and employer tax expense account, Cr
 * each deduction, withholding and employer tax liability, and Cr the bank or clearing account the
 * net pay leaves from. Lines are summed per account and side.
 */
async function postingLines(ctx: ResourceContext, run: Run): Promise<PostingLine[]> {
  const rows = await ctx.tx
    .select({ debit: payrollEntries.debitAccountId, credit: payrollEntries.creditAccountId, kind: payrollEntries.kind, amount: sql<string>`sum(${payrollEntries.amount})::text` })
    .from(payrollEntries)
    .where(and(eq(payrollEntries.companyId, ctx.company.id), eq(payrollEntries.payRunId, run.id), not(payrollEntries.reversed)))
    .groupBy(payrollEntries.debitAccountId, payrollEntries.creditAccountId, payrollEntries.kind);
  const debits = new Map<number, Cents>();
  const credits = new Map<number, Cents>();
  let net = 0n;
  for (const r of rows) {
    const amount = toCents(r.amount);
    if (r.debit !== null) debits.set(r.debit, (debits.get(r.debit) ?? 0n) + amount);
    if (r.credit !== null) credits.set(r.credit, (credits.get(r.credit) ?? 0n) + amount);
    if (WAGE_KINDS.includes(r.kind) || r.kind === 'reimbursement') net += amount;
    if (OFF_PAY_KINDS.includes(r.kind)) net -= amount;
  }
  const lines: PostingLine[] = [];
  const payroll = entryText(ctx, 'payroll');
  for (const [accountId, amount] of [...debits].sort((a, b) => a[0] - b[0])) if (amount > 0n) lines.push({ accountId, debit: fromCents(amount), description: payroll });
  for (const [accountId, amount] of [...credits].sort((a, b) => a[0] - b[0])) if (amount > 0n) lines.push({ accountId, credit: fromCents(amount), description: payroll });
  if (net > 0n) lines.push({ accountId: run.bankAccountId, credit: fromCents(net), description: entryText(ctx, 'netPay') });
  return lines;
}


/**
 * Each employee's pay stub of a run: this run's amounts per item, and the year-to-date through this
 * run (every run of the same year paid on an earlier date, or the same date and made before it).
 * A draft or void run pays nothing and has none.
 */
export async function stubsOf(ctx: ResourceContext, run: Run): Promise<Stub[]> {
  // A void run pays nothing: it has no stubs.
  if (run.state !== 'posted') return [];
  const shown = await ctx.tx
    .select({ employeeId: payrollEntries.employeeId, itemId: payrollEntries.payrollItemId, kind: payrollEntries.kind, hours: payrollEntries.hours, amount: payrollEntries.amount, wages: payrollEntries.wages })
    .from(payrollEntries)
    .where(and(eq(payrollEntries.companyId, ctx.company.id), eq(payrollEntries.payRunId, run.id), not(payrollEntries.reversed)))
    .orderBy(asc(payrollEntries.id));
  const employeeIds = [...new Set(shown.map((c) => c.employeeId))];
  if (!employeeIds.length) return [];
  const ytd = await ctx.tx
    .select({ employeeId: payrollEntries.employeeId, itemId: payrollEntries.payrollItemId, kind: payrollEntries.kind, amount: sql<string>`sum(${payrollEntries.amount})::text` })
    .from(payrollEntries)
    .innerJoin(payRuns, eq(payRuns.id, payrollEntries.payRunId))
    .where(
      and(
        eq(payrollEntries.companyId, ctx.company.id),
        inArray(payrollEntries.employeeId, employeeIds),
        eq(payrollEntries.year, yearOf(run)),
        not(payrollEntries.reversed),
        sql`(${payRuns.payDate}, ${payRuns.id}) <= (${run.payDate}::date, ${run.id}::int)`,
      ),
    )
    .groupBy(payrollEntries.employeeId, payrollEntries.payrollItemId, payrollEntries.kind);
  const names = new Map((await ctx.tx.select({ id: employees.id, name: employees.displayName }).from(employees).where(and(eq(employees.companyId, ctx.company.id), inArray(employees.id, employeeIds)))).map((e) => [e.id, e.name]));
  const itemIds = [...new Set(shown.map((c) => c.itemId))];
  const items = new Map((await ctx.tx.select({ id: payrollItems.id, name: payrollItems.displayName }).from(payrollItems).where(and(eq(payrollItems.companyId, ctx.company.id), inArray(payrollItems.id, itemIds)))).map((i) => [i.id, i]));
  return employeeIds.map((employeeId) => {
    const mine = shown.filter((c) => c.employeeId === employeeId);
    const theirYtd = ytd.filter((y) => y.employeeId === employeeId).map((y) => ({ itemId: y.itemId, kind: y.kind, amount: toCents(y.amount) }));
    const now = mine.map((m) => ({ ...m, amount: toCents(m.amount) }));
    const hoursOf = (kind: string) => fromCents(mine.filter((m) => m.kind === kind).reduce((s, m) => s + hundredths(m.hours), 0n));
    return {
      employee_id: employeeId,
      employee: names.get(employeeId) ?? '',
      regular_hours: hoursOf('hourly'),
      overtime_hours: hoursOf('overtime'),
      gross: fromCents(grossAndNet(now).gross),
      net: fromCents(grossAndNet(now).net),
      ytd_gross: fromCents(grossAndNet(theirYtd).gross),
      ytd_net: fromCents(grossAndNet(theirYtd).net),
      items: now.map((m) => ({
        payroll_item_id: m.itemId,
        name: items.get(m.itemId)?.name ?? '',
        kind: m.kind,
        hours: m.hours,
        current: fromCents(m.amount),
        wages: m.wages,
        ytd: fromCents(theirYtd.filter((y) => y.itemId === m.itemId).reduce((s, y) => s + y.amount, 0n)),
      })),
    };
  });
}

const drawStubs = lazyDrawing(async () => (await import('./stub-pdf')).stubsPdf);

/** The words of a run's stubs, in the company's language; each item's kind under its heading. */
function stubWords(ctx: ResourceContext, run: Run): StubWords {
  const say = (key: Parameters<typeof entryText>[1], params: Record<string, string> = {}) => entryText(ctx, key, params);
  const [earnings, deductions] = [say('stubEarnings'), say('stubDeductions')];
  return {
    title: (employee) => say('stubTitle', { employee }),
    line: say('stubLine', { number: run.number, start: run.periodStart, end: run.periodEnd, date: run.payDate }),
    item: say('stubItem'),
    hours: say('stubHours'),
    current: say('stubCurrent'),
    ytd: say('stubYtd'),
    gross: say('stubGross'),
    net: say('stubNet'),
    inWords: (words) => say('stubInWords', { words }),
    kinds: {
      ...Object.fromEntries(WAGE_KINDS.map((k) => [k, earnings])),
      reimbursement: say('stubReimbursements'),
      pre_tax_deduction: deductions,
      after_tax_deduction: deductions,
      withholding: say('stubWithheld'),
      employer_tax: say('stubEmployerTaxes'),
    },
    document: say('stubDocument', { number: run.number }),
  };
}

/** Stubs of a run drawn as one PDF, a page each. */
export const stubsPdfOf = async (ctx: ResourceContext, run: Run, stubs: Stub[]) =>
  new Uint8Array(await drawStubs({ company: ctx.company.name, number: run.number, periodStart: run.periodStart, periodEnd: run.periodEnd, payDate: run.payDate, stubs, words: stubWords(ctx, run) }));

/** The run's stubs as a PDF, a page per employee (`GET /pay-runs/{id}/stubs-pdf`). */
async function stubsFile(ctx: ActionContext, run: Run): Promise<FileAnswer> {
  const stubs = await stubsOf(ctx, run);
  if (!stubs.length) throw ValidationError.field('id', say('payStubsPostedOnly'));
  const body = await stubsPdfOf(ctx, run, stubs);
  return { file: { body, contentType: 'application/pdf', fileName: `pay-stubs-${run.number}.pdf`, inline: true } };
}

/** The run's paychecks that stand (not void): a run with any is changed or voided only once they are voided. */
async function livePaychecks(ctx: ResourceContext, runId: number) {
  return ctx.tx
    .select({ employeeId: payChecks.employeeId, checkId: payChecks.checkId, number: checks.number })
    .from(payChecks)
    .innerJoin(checks, eq(checks.id, payChecks.checkId))
    .where(and(eq(payChecks.companyId, ctx.company.id), eq(payChecks.payRunId, runId), ne(checks.state, 'void')));
}

async function refuseWithPaychecks(ctx: ResourceContext, run: Run) {
  const live = await livePaychecks(ctx, run.id);
  if (live.length) throw ValidationError.field('id', say('payRunPaychecksWritten', { numbers: live.map((c) => c.number).join(', ') }));
}

/**
 * Writes each employee's net pay as a check (banking's checks, into its print queue) from a bank
 * account, Dr the run's clearing account: the run credited the net pay there, the checks take it
 * to the bank. A run that paid net pay from the bank itself has no checks to write (it would pay
 * twice): a 422 naming its account.
 */
const paychecksAction = action({
  input: z.object({ bank_account_id: ref('Bank account', { required: true, where: { type: [BANK] }, mustBe: 'mustBeBank', collection: 'accounts' }), date: date('Check date') }),
  when: { state: ['posted'] },
  refusal: say('paychecksPostedOnly'),
  writes: [payChecks, checks],
  async run(ctx, run: Run, input) {
    const [from] = await ctx.tx.select({ type: accounts.type }).from(accounts).where(and(eq(accounts.companyId, ctx.company.id), eq(accounts.id, run.bankAccountId)));
    if (from?.type === BANK) throw ValidationError.field('bank_account_id', say('payRunPaidFromBank'));
    if ((await livePaychecks(ctx, run.id)).length) throw ValidationError.field('id', say('payRunPaychecksAlready'));
    const stubs = await stubsOf(ctx, run);
    const written: number[] = [];
    for (const stub of stubs) {
      if (toCents(stub.net) <= 0n) continue;
      const body = checksResource.input.parse({
        bank_account_id: input.bank_account_id,
        date: input.date ?? run.payDate,
        payee_type: 'employee',
        payee_id: stub.employee_id,
        memo: entryText(ctx, 'payRun', { number: run.number, start: run.periodStart, end: run.periodEnd }),
        lines: [{ account_id: run.bankAccountId, amount: stub.net, description: entryText(ctx, 'netPayOfRun', { number: run.number }) }],
      });
      const check = await checksResource.create!(ctx, body);
      await ctx.tx.insert(payChecks).values({ companyId: ctx.company.id, payRunId: run.id, employeeId: stub.employee_id, checkId: check.id });
      written.push(check.id);
    }
    return { records: await ctx.tx.select().from(checks).where(and(eq(checks.companyId, ctx.company.id), inArray(checks.id, written))).orderBy(asc(checks.id)), of: checksResource };
  },
});

/**
 * The run's direct deposits as a NACHA ACH file (`POST /pay-runs/{id}/ach {company_identification}`):
 * each employee's net pay split over their direct deposit accounts, credited from the run's bank
 * account (its routing number names the originating bank). Employees without direct deposit are not
 * in it (they are paid by check).
 */
const achAction = action({
  input: z.object({ company_identification: z.string({ error: 'Give the company identification your bank assigned (10 characters).' }).trim().regex(/^[0-9A-Za-z ]{1,10}$/, { error: 'The company identification is 1 to 10 letters or digits.' }) }),
  when: { state: ['posted'] },
  refusal: say('directDepositsPostedOnly'),
  changesNothing: true,
  async run(ctx, run: Run, input) {
    const [bank] = await ctx.tx.select().from(accounts).where(and(eq(accounts.companyId, ctx.company.id), eq(accounts.id, run.bankAccountId)));
    const routing = bank?.bankRoutingNumber ?? '';
    if (!bank || bank.type !== BANK || !/^\d{9}$/.test(routing)) throw ValidationError.field('bank_account_id', say('directDepositRouting'));
    const stubs = (await stubsOf(ctx, run)).filter((s) => toCents(s.net) > 0n);
    const deposits = stubs.length
      ? await ctx.tx.select().from(employeeDirectDeposits).where(and(eq(employeeDirectDeposits.companyId, ctx.company.id), inArray(employeeDirectDeposits.employeeId, stubs.map((s) => s.employee_id)))).orderBy(asc(employeeDirectDeposits.id))
      : [];
    const entries: AchEntry[] = [];
    for (const stub of stubs) {
      const mine = deposits.filter((d) => d.employeeId === stub.employee_id);
      if (!mine.length) continue;
      splitNet(toCents(stub.net), mine, toCents).forEach((amount, i) => {
        if (amount > 0n) entries.push({ routing: mine[i].routingNumber, account: mine[i].accountNumber, type: mine[i].accountType === 'savings' ? 'savings' : 'checking', amount, id: String(stub.employee_id), name: stub.employee });
      });
    }
    if (!entries.length) throw ValidationError.field('id', say('directDepositNone'));
    const text = achFile({ bankRouting: routing, bankName: bank.bankName ?? bank.displayName, companyName: ctx.company.name, companyId: input.company_identification, description: 'PAYROLL', effectiveDate: run.payDate, createdAt: new Date(), entries });
    return { file: { body: new TextEncoder().encode(text), contentType: 'text/plain; charset=us-ascii', fileName: `ach-${run.number}.txt` } };
  },
});

const earningShape: Shape = { table: payRunEarnings, hidden: ['pay_run_id'], expand: { employee: belongsTo(employeesResource, 'employeeId'), payrollItem: belongsTo({ table: payrollItems }, 'payrollItemId') } };
const lineShape: Shape = { table: payRunLines, hidden: ['pay_run_id'], expand: { employee: belongsTo(employeesResource, 'employeeId') } };

/**
 * Pay runs [129] (`pay-runs`): a pay period and pay date, the employees paid and their hours
 * (approved time worked unless given), their bonuses, commissions and reimbursements
 * (`earnings`), each paycheck figured from the pay setup and the kept year-to-date, posted as
 * one journal with the year-to-date sub-ledger; void reverses both.
 * `GET /pay-runs/{id}/stubs` answers each employee's pay stub, current and year-to-date.
 */
export const payRunsResource = defineDocument({
  name: 'pay-runs',
  domainId: 129,
  table: payRuns,
  numbering: { series: 'pay_run' },
  input: z.object({
    number: text('Number', { max: 32 }),
    period_start: date('Period start', { required: true }),
    period_end: date('Period end', { required: true }),
    pay_date: date('Pay date', { required: true }),
    bank_account_id: ref('Pay from account', { required: true, where: { type: [BANK, CURRENT_ASSET] }, mustBe: 'mustBeBankOrCurrentAsset' }),
    memo: textArea('Memo'),
    lines: z.array(lineInput).max(1000, { error: 'At most 1000 employees in one pay run.' }).optional(),
    // Most runs pay none: the form starts without a row.
    earnings: startsEmpty(z.array(earningInput).max(1000, { error: 'At most 1000 earnings lines in one pay run.' }).optional()),
  }),
  columns: ['number', 'pay_date', 'period_start', 'period_end', 'gross', 'net', 'state'],
  search: ['number', 'memo'],
  sort: ['number', 'pay_date', 'period_end', 'created_at'],
  filter: ['state', 'bank_account_id'],
  ranges: ['pay_date'],
  refs: { bank_account_id: 'accounts' },
  expand: {
    lines: hasMany(lineShape, 'payRunId'),
    earnings: hasMany(earningShape, 'payRunId'),
    bankAccount: belongsTo(accountsResource, 'bankAccountId'),
    journal: belongsTo({ table: journals }, 'journalId'),
  },
  terminology: 'pay_run',
  titleField: 'number',
  permission: 'payroll',
  features: { bookmarks: true },
  nested: { earnings: replaceChildren(payRunEarnings, (payRunId) => ({ payRunId })) },
  writes: [payRunEarnings],
  views: {
    stubs: (ctx, row) => stubsOf(ctx, row),
    'stubs-pdf': (ctx, row) => stubsFile(ctx, row),
  },
  fileViews: { 'stubs-pdf': {} },
  actions: { paychecks: paychecksAction, ach: achAction },
  document: {
    noun: 'pay run',
    sourceType: 'pay_run',
    lines: { table: payRunLines, ownerKey: 'payRunId' },
    drafts: true,
    voidConfirm: 'Void this pay run? Its journal and its year-to-date amounts are reversed, the time it paid is unpaid again and its pay period reopens; it stays listed as void.',
    completeLines: (ctx, input, lines) => completeHours(ctx, input, lines),
    onChange: refuseWithPaychecks,
    async header(ctx, input, lines) {
      const errors: FieldError[] = input.earnings ? await checkEarnings(ctx, input.earnings, lines) : [];
      if (input.period_end < input.period_start) errors.push({ field: 'period_end', ...say('payPeriodEnds') });
      if (!lines.length) errors.push({ field: 'lines', ...say('payRunNeedsEmployee') });
      const seen = new Set<number>();
      lines.forEach((l, i) => {
        if (seen.has(l.employee_id)) errors.push({ field: `lines.${i}.employee_id`, ...say('payRunEmployeeTwice') });
        seen.add(l.employee_id);
      });
      if (errors.length) throw new ValidationError(errors);
      return { number: input.number ?? undefined, periodStart: input.period_start, periodEnd: input.period_end, payDate: input.pay_date, bankAccountId: input.bank_account_id, memo: input.memo ?? null };
    },
    ledgers: [yearToDate, timePaidLedger, expensesReimbursedLedger],
    async posting(run, _lines, ctx) {
      return { date: run.payDate, memo: run.memo ?? entryText(ctx, 'payRun', { number: run.number, start: run.periodStart, end: run.periodEnd }), lines: await postingLines(ctx, run) };
    },
  },
});
