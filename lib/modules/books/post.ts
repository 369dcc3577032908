import { and, eq, getTableColumns, inArray, is, sql, SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf } from '@/db/client';
import { anyOf, prepared } from '@/db/prepared';
import { columnList, decodeAs } from '@/db/select-all';
import { accountBalances, accounts, classifications, customers, documentSequences, journalLines, journals, vendors } from '@/db/schema';
import { ACCOUNTS_PAYABLE, ACCOUNTS_RECEIVABLE } from '@/lib/modules/books/account-types';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { fromCents, MAX_AMOUNT, sumCents, toCents, type Cents } from '@/lib/money';
import { say } from '@/lib/engine/messages';
import type { Numbering, ResourceContext, ResourceTable, TableRow } from '@/lib/engine/define';
import { nextNumber, type NextNumber } from '@/lib/engine/numbering';
import type { ColumnValues } from '@/lib/engine/rows';
import { entryText } from './entry-text';

export type PostingLine = {
  accountId: number;
  debit?: string | null;
  credit?: string | null;
  description?: string | null;
  classificationId?: number | null;
  entityType?: string | null;
  entityId?: number | null;
  /**
   * The line is a document's own side of its party's open items (an invoice's receivable, a
   * payment's or credit memo's credit, a bill's payable, a check's bills paid): the only line a
   * receivables or payables account takes, since the aging and the party's balance follow these.
   */
  openItem?: boolean;
};

export type Posting = {
  /** YYYY-MM-DD */
  date: string;
  /** Given by the user, or the next journal number. */
  number?: string | null;
  memo?: string | null;
  isAdjusting?: boolean;
  sourceType: string;
  sourceId?: number | null;
  lines: PostingLine[];
  reversesId?: number;
  /** Reversals may touch accounts inactivated since: undoing must always be possible. */
  allowInactive?: boolean;
};

export type Journal = typeof journals.$inferSelect;

/** The month a date falls in, as its first day: the period of the balances table. */
export const periodOf = (date: string) => `${date.slice(0, 7)}-01`;

/** The status and type of the accounts a posting names (every posting reads them: a statement rendered once). */
const postedAccounts = prepared<{ id: number; status: number; type: number }>(
  () => sql`select ${accounts.id}, ${accounts.status}, ${accounts.type} from ${accounts} where ${accounts.companyId} = ${sql.placeholder('company')} and ${anyOf(accounts.id, 'ids')}`,
);

/** Checks a posting; every problem is named by its field (`lines.2.debit`), none is written. */
async function validate(ctx: ResourceContext, posting: Posting): Promise<{ debits: Cents[]; credits: Cents[]; types: Map<number, number> }> {
  const errors: FieldError[] = [];
  const { lines } = posting;
  if (lines.length < 2) errors.push({ field: 'lines', ...say('journalTwoLines') });
  const debits: Cents[] = [];
  const credits: Cents[] = [];
  lines.forEach((line, i) => {
    const debit = toCents(line.debit);
    const credit = toCents(line.credit);
    debits.push(debit);
    credits.push(credit);
    if (debit < 0n || credit < 0n) errors.push({ field: `lines.${i}.${debit < 0n ? 'debit' : 'credit'}`, ...say('negativeAmount') });
    else if ((debit === 0n) === (credit === 0n)) errors.push({ field: `lines.${i}.debit`, ...say('debitOrCredit') });
  });
  if (errors.length === 0 && sumCents(debits) > MAX_AMOUNT) {
    errors.push({ field: 'lines', ...say('journalTooLarge') });
  }
  if (lines.length >= 2 && errors.length === 0 && sumCents(debits) !== sumCents(credits)) {
    errors.push({ field: 'lines', ...say('unbalanced', { debits: fromCents(sumCents(debits)), credits: fromCents(sumCents(credits)) }) });
  }

  const accountIds = [...new Set(lines.map((l) => l.accountId))];
  const found = accountIds.length ? await postedAccounts(ctx.tx, { company: ctx.company.id, ids: accountIds }) : [];
  const status = new Map(found.map((a) => [a.id, a.status]));
  const types = new Map(found.map((a) => [a.id, a.type]));
  lines.forEach((line, i) => {
    if (!status.has(line.accountId)) errors.push({ field: `lines.${i}.account_id`, ...say('invalid', { field: 'Account' }) });
    else if (status.get(line.accountId) !== 1 && !posting.allowInactive) errors.push({ field: `lines.${i}.account_id`, ...say('inactive', { field: 'Account' }) });
    // A reversal undoes lines that were checked when posted.
    else if (!posting.reversesId && !keepsOpenItems(types.get(line.accountId)!, line)) errors.push({ field: `lines.${i}.account_id`, ...say('mustBeNotReceivablesPayables', { field: 'Account' }) });
  });

  const classIds = [...new Set(lines.map((l) => l.classificationId).filter((v): v is number => typeof v === 'number'))];
  if (classIds.length) {
    const known = new Set(
      (await ctx.tx
        .select({ id: classifications.id })
        .from(classifications)
        .where(and(eq(classifications.companyId, ctx.company.id), inArray(classifications.id, classIds)))).map((c) => c.id),
    );
    lines.forEach((line, i) => {
      if (line.classificationId && !known.has(line.classificationId)) errors.push({ field: `lines.${i}.classification_id`, ...say('invalid', { field: 'Classification' }) });
    });
  }
  if (errors.length) throw new ValidationError(errors);
  return { debits, credits, types };
}

/** Whose open items each control account keeps: customers' on receivables, vendors' on payables. */
const PARTY_OF_TYPE = new Map([
  [ACCOUNTS_RECEIVABLE, 'customers'],
  [ACCOUNTS_PAYABLE, 'vendors'],
]);

/**
 * Whether a line may post to an account of this type: any line to an account that is no control
 * account; to receivables or payables only a document's open-item line naming its customer or
 * vendor (docs/decisions.md, issue 35), so the accounts always equal the sum of their parties'
 * balances and the aging, which follow exactly these lines.
 */
function keepsOpenItems(type: number, line: PostingLine): boolean {
  const party = PARTY_OF_TYPE.get(type);
  return !party || (line.openItem === true && line.entityType === party && !!line.entityId);
}

/** Journals are numbered by the company's journal series (a journal entry may be typed a number of its own). */
export const JOURNAL_NUMBERING: Numbering = { series: 'journal' };

/**
 * What posting or reversing a journal writes: the journal and its lines (numbered in their
 * series), the per-account balances, and the customers' and vendors' kept balances.
 */
export const POSTING_WRITES = [journals, journalLines, documentSequences, accountBalances, customers, vendors];

/**
 * A row written by the statement that posts a journal, with the journal's id (`journalId`, SQL
 * naming it) among its `values` (table keys): a document marked posted with its journal, so that
 * nothing of its posting waits on another round trip (documents.ts). `number`: the row takes its
 * series' next number in the same statement (`next`, lib/engine/numbering.ts), given to `values`
 * as SQL (`number`) and put in the posting's line descriptions that read `stands`.
 */
export type AlsoSet<T extends ResourceTable = ResourceTable> = {
  table: T;
  id: number;
  values: (journalId: SQL, number: SQL) => ColumnValues;
  number?: { next: (from: SQL) => NextNumber; stands: string };
};

/**
 * Posts a journal inside the caller's transaction: every document that moves money comes
 * through here. Refuses (422, nothing written) unbalanced, empty or negative lines and accounts
 * of another company; keeps the per-month balances in step. The database checks the balance
 * again at commit (migration 0003), so no code path can commit an unbalanced journal.
 */
export async function postJournal(ctx: ResourceContext, posting: Posting): Promise<Journal> {
  return (await writeJournal(ctx, await checkPosting(ctx, posting))).journal;
}

/** A posting checked (`checkPosting`), its amounts in cents and its accounts' types: ready to write. */
export type CheckedPosting = { posting: Posting; debits: Cents[]; credits: Cents[]; types: Map<number, number> };

/** Checks a posting (422 naming each problem, nothing written): what `postJournal` does before `writeJournal`. */
export async function checkPosting(ctx: ResourceContext, posting: Posting): Promise<CheckedPosting> {
  return { posting, ...(await validate(ctx, posting)) };
}

/**
 * Writes a checked posting, and `also`, in one statement: it takes the journal's number, inserts
 * the journal and its lines, adds them to the per-month balances and to the parties' kept
 * balances, and writes `also`. The journal series' row and the balances' rows are locked from
 * there to the commit, so every round trip between them is one that the company's next posting
 * waits for (issue 43). The lines' descriptions may have changed since the check (a document's
 * number put in once taken): they are not what was checked.
 */
export async function writeJournal<T extends ResourceTable>(ctx: ResourceContext, { posting, debits, credits, types }: CheckedPosting, also?: AlsoSet<T>): Promise<{ journal: Journal; row: TableRow<T> | null }> {
  const typed = posting.number?.trim() || null;
  const company = ctx.company.id;
  const lines = posting.lines.map((line, i) => ({
    line_no: i + 1,
    account_id: line.accountId,
    debit: fromCents(debits[i]),
    credit: fromCents(credits[i]),
    description: line.description ?? null,
    classification_id: line.classificationId ?? null,
    entity_type: line.entityType ?? null,
    entity_id: line.entityId ?? null,
  }));
  const balances = balanceRows(posting.lines.map((l, i) => ({ accountId: l.accountId, debit: debits[i], credit: credits[i] })));
  const parties = partyChanges(posting.lines.map((l, i) => ({ ...l, type: types.get(l.accountId)!, debit: debits[i], credit: credits[i] })));
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

  // The row's number (`also.number`): taken in the statement, or kept from a turn that wrote nothing.
  let rowNumber: string | null = null;
  for (;;) {
    // The row's number first: taken from its series (skipping one held already: nothing is
    // written, and the next turn takes the next), or the one a turn before took and kept.
    const taking: NextNumber | null = also?.number && rowNumber === null ? also.number.next(sql`dn`) : null;
    const own: SQL = !also?.number
      ? sql``
      : taking
        ? sql`dn as (${taking.counter}), dnum as (select ${taking.number} as number, ${taking.taken} as taken from dn),`
        : sql`dnum as (select ${rowNumber}::text as number, false as taken),`;
    // The next number of the series, or the one typed; a number held already (typed on an entry
    // by hand) is skipped: nothing is written and the next is taken. A posting at once may take
    // the same number (one typed by hand, the other its series' next): PostgreSQL makes this
    // insert wait for it and, once it committed, inserts nothing; a typed number is then refused,
    // an automatic one takes the next free number. The series moves only once the row's number was free.
    const next = typed ? null : nextNumber(ctx, { table: journals, numbering: JOURNAL_NUMBERING }, {}, 0, sql`s`, also?.number ? sql`from dnum where not dnum.taken` : undefined);
    const number: SQL = next ? sql`with ${own} s as (${next.counter}), n as (select ${next.number} as number, ${next.taken} as taken from s),` : sql`with ${own} n as (select ${typed}::text as number, false as taken),`;
    const rowNumberSql = sql`(select number from dnum)`;
    // The line that names the row's number (its receivable line) reads it once taken.
    const description = also?.number ? sql`case when x.description = ${also.number.stands} then ${rowNumberSql} else x.description end` : sql`x.description`;
    const res = await ctx.tx.execute(sql`${number}
      j as (
        insert into journals (company_id, number, date, memo, source_type, source_id, is_adjusting, amount, reverses_id, created_by)
        select ${company}, n.number, ${posting.date}::date, ${posting.memo ?? null}::text, ${posting.sourceType}, ${posting.sourceId ?? null}::integer, ${posting.isAdjusting ?? false}, ${fromCents(sumCents(debits))}::numeric, ${posting.reversesId ?? null}::integer, ${ctx.user.id}::integer
        from n${also?.number ? sql`, dnum` : sql``} where not n.taken${also?.number ? sql` and not dnum.taken` : sql``}
        on conflict (company_id, number) do nothing
        returning ${columnList(journals)}),
      l as (
        insert into journal_lines (company_id, journal_id, line_no, date, account_id, debit, credit, description, classification_id, entity_type, entity_id)
        select ${company}, j.id, x.line_no, ${posting.date}::date, x.account_id, x.debit, x.credit, ${description}, x.classification_id, x.entity_type, x.entity_id
        from j, jsonb_to_recordset(${json(lines)}) as x(line_no integer, account_id integer, debit numeric, credit numeric, description text, classification_id integer, entity_type text, entity_id integer)),
      b as (
        insert into account_balances (company_id, account_id, period, debit, credit)
        select ${company}, x.account_id, ${periodOf(posting.date)}::date, x.debit, x.credit
        from j, jsonb_to_recordset(${json(balances)}) as x(account_id integer, debit numeric, credit numeric) order by x.account_id
        on conflict (account_id, period) do update set debit = account_balances.debit + excluded.debit, credit = account_balances.credit + excluded.credit)
      ${sql.join(
        parties.map(
          ({ table, changes }, i) => sql`, p${sql.raw(String(i))} as (
        update ${table} set balance = ${table}.balance + x.delta
        from j, jsonb_to_recordset(${json(changes)}) as x(id integer, delta numeric)
        where ${table}.company_id = ${company} and ${table}.id = x.id)`,
        ),
      )}
      ${also ? sql`, d as (${alsoSet(also, rowNumberSql)})` : sql``}
      select j.*${also ? sql`, d.*` : sql``}, (select taken from n) as taken${also?.number ? sql`, (select number from dnum) as row_number, (select taken from dnum) as row_number_taken` : sql``}
      from (select) one left join j on true ${also ? sql`left join d on true` : sql``}`);
    const rows = rowsOf<{ row_number?: string | null; row_number_taken?: boolean | null }>(res);
    const [journal] = decodeAs<Journal>(journals, rows);
    if (journal) return { journal, row: also ? (decodeAs<TableRow<T>>(also.table, rows, 'd:')[0] ?? null) : null };
    // The row's number was held: the next turn takes the next one.
    if (rows[0]?.row_number_taken) continue;
    if (typed) throw ValidationError.field('number', say('numberTaken', { field: 'Number', value: typed }));
    // The row's number was free but the journal's was not: the row keeps it for the next turn.
    if (also?.number) rowNumber = rows[0].row_number ?? null;
  }
}

/** The `also` of a posting as an UPDATE of its row, its journal named by the CTE `j`; its columns answered as `d:<column>`. */
function alsoSet({ table, id, values }: AlsoSet, number: SQL): SQL {
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  const sets = Object.entries(values(sql`j.id`, number)).map(([key, value]) => {
    const column = columns[key];
    return sql`${sql.identifier(casing.getColumnCasing(column))} = ${is(value, SQL) ? value : sql.param(value, column)}`;
  });
  return sql`update ${table} set ${sql.join(sets, sql`, `)} from j where ${table}.id = ${id} returning ${columnList(table, 'd:')}`;
}

const casing = new CasingCache('snake_case');

/**
 * The kept balances of customers (what they owe) and vendors (what the company owes them):
 * moved by every posting line on a receivables or payables account that names its customer or
 * vendor, reversals included, so a balance always equals its open items. Each party's change,
 * in id order.
 */
function partyChanges(lines: { type: number; entityType?: string | null; entityId?: number | null; debit: Cents; credit: Cents }[]) {
  const parties = [
    { table: customers, entityType: 'customers', accountType: ACCOUNTS_RECEIVABLE, owed: (l: { debit: Cents; credit: Cents }) => l.debit - l.credit },
    { table: vendors, entityType: 'vendors', accountType: ACCOUNTS_PAYABLE, owed: (l: { debit: Cents; credit: Cents }) => l.credit - l.debit },
  ];
  return parties.flatMap((party) => {
    const change = new Map<number, Cents>();
    for (const line of lines) {
      if (line.type !== party.accountType || line.entityType !== party.entityType || !line.entityId) continue;
      change.set(line.entityId, (change.get(line.entityId) ?? 0n) + party.owed(line));
    }
    const changes = [...change.entries()].filter(([, delta]) => delta !== 0n).sort(([a], [b]) => a - b).map(([id, delta]) => ({ id, delta: fromCents(delta) }));
    return changes.length ? [{ table: party.table, changes }] : [];
  });
}

/** The lines' sums per account, for the per-account, per-month balances, in account order (rows locked in one order: no deadlocks). */
function balanceRows(lines: { accountId: number; debit: Cents; credit: Cents }[]) {
  const byAccount = new Map<number, { debit: Cents; credit: Cents }>();
  for (const line of lines) {
    const sum = byAccount.get(line.accountId) ?? { debit: 0n, credit: 0n };
    byAccount.set(line.accountId, { debit: sum.debit + line.debit, credit: sum.credit + line.credit });
  }
  return [...byAccount.entries()].sort(([a], [b]) => a - b).map(([accountId, sum]) => ({ account_id: accountId, debit: fromCents(sum.debit), credit: fromCents(sum.credit) }));
}

/**
 * Reverses a posted journal: a new journal with each debit and credit swapped, dated `date`
 * (default: the original's date), linked both ways. The original is never changed otherwise.
 * `superseded`: a change of its document replaced it, so both are the pair the journal list hides.
 */
export async function reverseJournal(ctx: ResourceContext, journalId: number, options: { date?: string; memo?: string | null; superseded?: boolean } = {}): Promise<Journal> {
  const [original] = await ctx.tx
    .select()
    .from(journals)
    .where(and(eq(journals.companyId, ctx.company.id), eq(journals.id, journalId)))
    .for('update');
  if (!original) throw ValidationError.field('id', say('journalMissing'));
  if (original.reversedById) throw ValidationError.field('id', say('journalReversed', { id: String(original.reversedById) }));
  const lines = await ctx.tx.select().from(journalLines).where(eq(journalLines.journalId, journalId)).orderBy(journalLines.lineNo);
  const reversal = await postJournal(ctx, {
    date: options.date ?? original.date,
    memo: options.memo ?? entryText(ctx, 'reversalOfJournal', { number: original.number }),
    isAdjusting: original.isAdjusting,
    sourceType: original.sourceType,
    sourceId: original.sourceId,
    reversesId: original.id,
    allowInactive: true,
    lines: lines.map((l) => ({
      accountId: l.accountId,
      debit: l.credit,
      credit: l.debit,
      description: l.description,
      classificationId: l.classificationId,
      entityType: l.entityType,
      entityId: l.entityId,
    })),
  });
  const superseded = options.superseded ?? false;
  await ctx.tx.update(journals).set({ reversedById: reversal.id, superseded }).where(eq(journals.id, original.id));
  if (!superseded) return reversal;
  const [marked] = await ctx.tx.update(journals).set({ superseded }).where(eq(journals.id, reversal.id)).returning();
  return marked;
}

/**
 * Whether the journal standing (posted, not reversed) is exactly what `posting` would post: its
 * date, memo, adjusting flag, number (where one is given) and its lines in order, each with its
 * account, amounts, description, classification and party. A change of a document that leaves
 * all of these as they are keeps its journal rather than posting a reversal pair.
 */
export async function journalStandsAs(ctx: ResourceContext, journalId: number, posting: Posting): Promise<boolean> {
  const [journal] = await ctx.tx.select().from(journals).where(and(eq(journals.companyId, ctx.company.id), eq(journals.id, journalId)));
  if (!journal || journal.state !== 'posted' || journal.reversedById || journal.reversesId) return false;
  if (journal.date !== posting.date || (journal.memo ?? null) !== (posting.memo ?? null) || journal.isAdjusting !== (posting.isAdjusting ?? false)) return false;
  if (posting.number?.trim() && posting.number.trim() !== journal.number) return false;
  if (journal.sourceType !== posting.sourceType || journal.sourceId !== (posting.sourceId ?? null)) return false;
  const lines = await ctx.tx.select().from(journalLines).where(eq(journalLines.journalId, journalId)).orderBy(journalLines.lineNo);
  const key = (l: PostingLine) =>
    JSON.stringify([l.accountId, String(toCents(l.debit)), String(toCents(l.credit)), l.description ?? null, l.classificationId ?? null, l.entityType ?? null, l.entityId ?? null]);
  return lines.length === posting.lines.length && lines.every((line, i) => key(line) === key(posting.lines[i]));
}

/** The lines of a journal with their accounts' names and numbers, in order: what a document's summary shows. */
export async function journalLinesOf(ctx: ResourceContext, journalId: number) {
  return ctx.tx
    .select({ account_id: journalLines.accountId, number: accounts.number, account: accounts.displayName, description: journalLines.description, debit: journalLines.debit, credit: journalLines.credit })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(and(eq(journalLines.companyId, ctx.company.id), eq(journalLines.journalId, journalId)))
    .orderBy(journalLines.lineNo);
}
