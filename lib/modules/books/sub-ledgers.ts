import { and, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { selectAll } from '@/db/select-all';
import type { TableRow, WriteContext } from '@/lib/engine/define';
import { columnsOf } from '@/lib/engine/naming';
import { insertAll, insertAllReturning, updateWhere } from '@/lib/engine/rows';

/**
 * Ledgers a document posts beside its journal (ERPNext's stock ledger beside its general
 * ledger): applications of payments to invoices, a deposit's funds, and next stock moves, time
 * billed, payroll year-to-date. The document life cycle (documents.ts) runs them with the
 * journal, in the document's transaction: posting applies each; a change reverses it and
 * applies the new version; void reverses it; a draft applies nothing.
 *
 * `defineSubLedger` declares one from its rows: the engine writes them, and moves the kept
 * balances they declare (an invoice's total paid, a bin's quantity on hand), so that a balance
 * is read from its row, never summed from the history. A document may also give the three
 * hooks itself when its entries are not rows of their own (a deposit claims funds received).
 */
export type SubLedger<D, I, L> = {
  /**
   * The body fields naming its entries (`applications`): a change that omits them keeps them
   * (`read`), and a draft naming any is refused, since a draft applies nothing.
   */
  fields?: string[];
  /** The stored entries in the body's shape. */
  read?(ctx: WriteContext, doc: D): Promise<Partial<I>>;
  /**
   * Its entries stay applied while the document waits for approval, as a reservation (time billed:
   * no second invoice bills those hours meanwhile); otherwise a held document applies nothing, as a
   * draft (stock moves only once the invoice is approved). Approving applies it anew either way;
   * rejecting or deleting the held document gives back what it holds.
   */
  keptWhileHeld?: boolean;
  /** Writes the document's entries and moves their balances; refusing throws. */
  apply(ctx: WriteContext, doc: D, lines: L[], input: Partial<I>): Promise<void>;
  /** Takes back what `apply` did (nothing when nothing was applied). */
  reverse(ctx: WriteContext, doc: D): Promise<void>;
  /** The tables applying and reversing it write (its rows and kept balances): the document's `writes`. */
  writes: PgTable[];
};

type CompanyTable = PgTable & { companyId: AnyPgColumn };
type LedgerTable = CompanyTable & { id: AnyPgColumn };

/**
 * A balance kept per key (`account_balances` is the journal's): each ledger row adds its
 * `moves` to the balance row its `key` names. Moves are increments in SQL (`col = col + x`)
 * taken in key order, so two documents moving one balance at once neither lose an update nor
 * deadlock (each waits on the other's row lock, in the same order).
 */
export type KeptBalance<R> = {
  table: CompanyTable;
  /** The balance row a ledger row moves, by the balance table's key columns (`{ id: row.invoiceId }`); null: it moves none. */
  key(row: R): Record<string, string | number> | null;
  /** What the row adds to each balance column (a decimal string or number; negative takes away). */
  moves(row: R): Record<string, string | number>;
  /**
   * A missing balance row is created (a stock bin, a year-to-date): needs a unique index on
   * (company_id, key columns). Without it the keyed row must exist (an invoice's own columns).
   */
  upsert?: boolean;
};

/**
 * How a reversal takes rows back. `delete`: the rows are the document's current allocation
 * (its history is the document and its journal), deleted and given back to their balances.
 * `counter`: history is kept like the journal's reversals: every live row is marked reversed
 * and a counter-row with its `amounts` negated (also marked) is written, so the sum of all rows
 * still equals the kept balance and the live rows are the ones not marked.
 */
export type Reversal<R> = 'delete' | { counter: keyof R & string; amounts: (keyof R & string)[] };

export type SubLedgerSpec<T extends LedgerTable, D, I, L> = {
  table: T;
  fields?: string[];
  /** As `SubLedger.keptWhileHeld`. */
  keptWhileHeld?: boolean;
  /** Which rows of `table` are this document's (the company is added). */
  of(doc: D): SQL;
  /** The rows the document holds, checked (under the locks it needs); the company is added. */
  rows(ctx: WriteContext, doc: D, lines: L[], input: Partial<I>): Promise<Omit<T['$inferInsert'], 'companyId'>[]>;
  /** The stored rows in the body's shape (a change that omits `field` keeps them). */
  read?(rows: T['$inferSelect'][]): Partial<I>;
  reversal: Reversal<T['$inferSelect']>;
  balances?: KeptBalance<T['$inferSelect']>[];
  /**
   * What follows once the rows changed (an invoice is written off while a write-off stands): run
   * only when some were written or taken back, so a document that holds none (an invoice with no
   * time billed) spends no statements on it.
   */
  settled?(ctx: WriteContext, doc: D): Promise<void>;
};


const compareKeys = (a: (string | number)[], b: (string | number)[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
};

/**
 * Adds (`sign` 1) or takes away (-1) what `rows` move on each kept balance: one statement per
 * balance row (per batch of them where missing rows are created), tables in declared order, keys
 * in order within a table (the one lock order).
 */
export async function moveBalances<R>(ctx: WriteContext, balances: KeptBalance<R>[], rows: R[], sign: 1 | -1): Promise<void> {
  const tables = new Map<CompanyTable, { upsert: boolean; keys: Map<string, { key: Record<string, string | number>; moves: Map<string, SQL[]> }> }>();
  for (const balance of balances) {
    const entry = tables.get(balance.table) ?? { upsert: !!balance.upsert, keys: new Map() };
    tables.set(balance.table, entry);
    for (const row of rows) {
      const key = balance.key(row);
      if (!key) continue;
      const id = JSON.stringify(Object.keys(key).sort().map((k) => key[k]));
      const target = entry.keys.get(id) ?? { key, moves: new Map() };
      entry.keys.set(id, target);
      for (const [column, value] of Object.entries(balance.moves(row))) target.moves.set(column, [...(target.moves.get(column) ?? []), sql`${String(value)}::numeric`]);
    }
  }
  for (const [table, { upsert, keys }] of tables) {
    const columns = columnsOf(table);
    const ordered = [...keys.values()].sort((a, b) => compareKeys(Object.values(a.key), Object.values(b.key)));
    const amount = (parts: SQL[]) => sql`(${sign === 1 ? sql`` : sql`-`}(${sql.join(parts, sql` + `)}))`;
    if (upsert) {
      // One statement per run of up to 500 balance rows of one shape (a pay run's year-to-date, per
      // employee and item), its rows in key order: the order it locks them in.
      const shape = (t: (typeof ordered)[number]) => JSON.stringify([Object.keys(t.key), [...t.moves.keys()]]);
      for (let i = 0; i < ordered.length; ) {
        let end = i + 1;
        while (end < ordered.length && end - i < 500 && shape(ordered[end]) === shape(ordered[i])) end++;
        const batch = ordered.slice(i, end);
        i = end;
        const values = batch.map(({ key, moves }) => ({ companyId: ctx.company.id, ...key, ...Object.fromEntries([...moves].map(([column, parts]) => [column, amount(parts)])) }));
        const set = Object.fromEntries([...batch[0].moves.keys()].map((column) => [column, sql`${columns[column]} + excluded.${sql.identifier(columns[column].name)}`]));
        await ctx.tx
          .insert(table)
          .values(values as never)
          .onConflictDoUpdate({ target: [table.companyId, ...Object.keys(batch[0].key).map((k) => columns[k])], set: set as never });
      }
      continue;
    }
    for (const { key, moves } of ordered) {
      const set = Object.fromEntries([...moves].map(([column, parts]) => [column, sql`${columns[column]} + ${amount(parts)}`]));
      if (columns.updatedAt) set.updatedAt = sql`now()`;
      const where = and(eq(table.companyId, ctx.company.id), ...Object.entries(key).map(([k, v]) => eq(columns[k], v)));
      const moved = await updateWhere(ctx.tx, table, set, where);
      // A balance row that is not there would lose the move: a bug of the ledger, never of the input.
      if (moved !== 1) throw new Error(`No kept balance row for ${JSON.stringify(key)}`);
    }
  }
}

const negate = (value: unknown) => (typeof value === 'number' ? -value : typeof value === 'string' ? (value.startsWith('-') ? value.slice(1) : `-${value}`) : value);

/** A sub-ledger from its rows, written and reversed by the engine with their kept balances. */
export function defineSubLedger<T extends LedgerTable, D, I, L>(spec: SubLedgerSpec<T, D, I, L>): SubLedger<D, I, L> & { spec: SubLedgerSpec<T, D, I, L> } {
  const { table, reversal, balances = [] } = spec;
  const columns = columnsOf(table);
  const live = (ctx: WriteContext, doc: D) =>
    and(eq(table.companyId, ctx.company.id), spec.of(doc), reversal === 'delete' ? undefined : not(columns[reversal.counter]));
  const stored = (ctx: WriteContext, doc: D) => selectAll<TableRow<T>>(ctx.tx, table, sql`where ${live(ctx, doc)} order by ${table.id}`);

  return {
    spec,
    fields: spec.fields,
    keptWhileHeld: spec.keptWhileHeld,
    writes: [table, ...balances.map((b) => b.table)],
    read: spec.read ? async (ctx, doc) => spec.read!(await stored(ctx, doc)) : undefined,
    async apply(ctx, doc, lines, input) {
      const given = await spec.rows(ctx, doc, lines, input);
      if (!given.length) return;
      const rows = await insertAllReturning(ctx.tx, table, given.map((r) => ({ ...r, companyId: ctx.company.id })));
      await moveBalances(ctx, balances, rows, 1);
      await spec.settled?.(ctx, doc);
    },
    async reverse(ctx, doc) {
      const rows = await stored(ctx, doc);
      if (!rows.length) return;
      await moveBalances(ctx, balances, rows, -1);
      const ids = inArray(table.id, rows.map((r) => r.id));
      if (reversal === 'delete') {
        await ctx.tx.delete(table).where(ids);
      } else {
        const marked = { [reversal.counter]: true };
        await updateWhere(ctx.tx, table, marked, ids);
        const counter = rows.map(({ id: _id, ...row }: Record<string, unknown>) => ({
          ...row,
          ...marked,
          ...Object.fromEntries(reversal.amounts.map((a) => [a, negate(row[a])])),
        }));
        await insertAll(ctx.tx, table, counter);
      }
      await spec.settled?.(ctx, doc);
    },
  };
}
