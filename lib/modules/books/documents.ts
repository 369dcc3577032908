import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { together } from '@/db/client';
import { journals } from '@/db/schema';
import type { DocumentState } from '@/db/schema/columns';
import { selectAll } from '@/db/select-all';
import { replaceChildren } from '@/lib/engine/children';
import { action, defineResource, type ActionSpec, type Resource, type ResourceContext, type ResourceSpec, type ResourceTable, type TableRow, type WriteContext } from '@/lib/engine/define';
import { fieldErrorsFromZod, ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, textArea } from '@/lib/engine/fields';
import { columnOf, toSnake } from '@/lib/engine/naming';
import { assignNumber, nextNumberOf } from '@/lib/engine/numbering';
import { fixedValues } from '@/lib/engine/query';
import { reachedIn } from '@/lib/engine/reach';
import { insertReturning, reserveIdAhead, takeReservedId, updateReturning, type ColumnValues } from '@/lib/engine/rows';
import { touched } from '@/lib/engine/version';
import { fromCents, MAX_AMOUNT, sumCents, toCents } from '@/lib/money';
import { checkPosting, journalStandsAs, POSTING_WRITES, postJournal, reverseJournal, writeJournal, type Journal, type Posting } from './post';
import type { SubLedger } from './sub-ledgers';
import { entryText, nounIn } from './entry-text';

/**
 * The one life cycle of a posted business document (Frappe's submittable DocType, ERPNext's
 * make_gl_entries): journal entries, checks, deposits, transfers and reconciliations now;
 * invoices, bills, credits, payments and pay runs later. A document type only says what it
 * posts; creating, changing and voiding come from here:
 * - a draft posts nothing; posting writes its journal and applies its ledgers in the document's transaction;
 * - a change of a posted document reverses its journal and ledgers and posts the new version (both kept);
 * - void reverses the journal (on the void date) and the ledgers, and marks the document and its journal void;
 * - a posted or void document is never deleted; a draft may be.
 * Its state (draft / posted / void) is its own column, never the active/inactive status.
 */

type DocumentTable = ResourceTable & { state: AnyPgColumn };
/** A document's row: its table's (whose `state` column holds a DocumentState). */
type DocRow<T extends DocumentTable> = TableRow<T>;
/** The row type of the body's `lines`, where the input has them. */
export type LineOf<I extends z.ZodObject> = z.infer<I> extends { lines?: (infer L)[] | null } ? L : never;

export type DocumentSpec<T extends DocumentTable, I extends z.ZodObject, L = LineOf<I>> = {
  /** Its name in messages ("check"), and what its journals name as their source. */
  noun: string;
  sourceType: string;
  /** The line rows kept beside the header, replaced whole from the body's `lines`. */
  lines?: { table: ResourceTable; ownerKey: string };
  /**
   * The header's column values, checked (account types, payee, totals): from the input on a
   * create, from the input over the stored document (as the API shows its fields, validated by
   * the same input schema) on a change; so the input is whole either way.
   */
  header(ctx: WriteContext, input: z.infer<I>, lines: L[], existing: DocRow<T> | null): Promise<Partial<T['$inferInsert']>>;
  /** The lines as kept and posted, from those given (a check to a vendor with none pays Accounts Payable). */
  completeLines?(ctx: WriteContext, input: z.infer<I>, lines: L[], existing: DocRow<T> | null): Promise<L[]>;
  /** The journal it posts (it may read what else it needs, a tax's accounts); absent for a document that posts nothing (a reconciliation). */
  posting?(doc: DocRow<T>, lines: L[], ctx: WriteContext): Omit<Posting, 'sourceType' | 'sourceId'> | Promise<Omit<Posting, 'sourceType' | 'sourceId'>>;
  /** Whether this one posts a journal (an estimate or a template never does: it is issued without one). */
  posts?(doc: DocRow<T>): boolean;
  /**
   * Where posting would happen, whether it must wait for an approval instead (an invoice, when
   * the company requires approval): the document then stays unposted and its `hold` values
   * (is_tba) are written; an approval posts it later.
   */
  approval?: { required(ctx: WriteContext, doc: DocRow<T>): Promise<boolean>; hold: Partial<T['$inferInsert']> };
  /** What to check before a posted document is changed (one with payments applied is refused); refusing throws. */
  onChange?(ctx: WriteContext, doc: DocRow<T>): Promise<void>;
  /**
   * The ledgers it posts beside its journal (sub-ledgers.ts): a payment's applications to
   * invoices, a deposit's funds. Applied once the header and lines are saved, before the journal
   * is posted (which may read them); a change reverses them and applies the new version; void
   * reverses them; a draft applies none (one naming entries is refused).
   */
  ledgers?: NoInfer<SubLedger<DocRow<T>, z.infer<I>, L>>[];
  /** May be saved as a draft (body `state: "draft"`) and posted later. */
  drafts?: boolean;
  /**
   * A new document posted at once takes its series' number last, in its posting's statements,
   * rather than before its header is written: the series' row is locked from the number taken to
   * the commit, and every document of the company waits for it (issue 43). Only for documents
   * whose ledgers and posting keep the number nowhere but in the header and as a posting line's
   * description (a sales document's receivable line), where it is put once taken.
   */
  numberLast?: boolean;
  /** New documents start as drafts, posted only by the post action (a reconciliation, finished). */
  startsAsDraft?: boolean;
  /** The post action's verb (`post`; a reconciliation's is `finish`), and what it checks and does. */
  post?: { verb: string; confirm?: string; run?(ctx: WriteContext, doc: DocRow<T>): Promise<void> };
  /** More to undo on void (a reconciliation un-clears its lines); refusing throws. */
  onVoid?(ctx: WriteContext, doc: DocRow<T>): Promise<void>;
  /** The spec's confirmation before a void. */
  voidConfirm: string;
};

/**
 * Every document's collection by the source type its journals name (`check` -> checks), as
 * `defineDocument` declares them: a journal is part of the document that posted it.
 */
const POSTED_BY = new Map<string, Resource>();

/** The collection whose documents post journals of a source type (`check` -> checks), if a document's. */
export const collectionPosting = (sourceType: string): string | undefined => POSTED_BY.get(sourceType)?.name;

/**
 * The condition that the document which posted a journal (its `source_type` and `source_id`
 * columns) is reached by this person (lib/engine/reach.ts): a journal of a check secured to
 * others, or of invoices to a role that may not see invoices, is not theirs to see either. A
 * journal posted by no document (an entry, an opening balance) is the journal's own to reach.
 */
export function postedByReached(ctx: ResourceContext, sourceType: AnyPgColumn, sourceId: AnyPgColumn): SQL | undefined {
  const each = [...POSTED_BY].flatMap(([type, def]) => {
    const reached = reachedIn(def, ctx, sourceId);
    return reached ? [or(ne(sourceType, type), reached)!] : [];
  });
  return each.length ? and(...each) : undefined;
}

/** A document's total from its lines' amounts: more than 0.00, at most the largest amount (both 422 on `lines`). */
export function documentTotal(noun: string, amounts: (string | null | undefined)[]): string {
  const total = sumCents(amounts.map((a) => toCents(a)));
  if (total <= 0n) throw ValidationError.field('lines', say('documentNotPositive', { noun }));
  if (total > MAX_AMOUNT) throw ValidationError.field('lines', say('documentTooLarge', { noun }));
  return fromCents(total);
}

/** A document's fields as its input names them: the stored row under the API's names. */
function asInput(row: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [toSnake(key), value]));
}

const has = (table: ResourceTable, column: string) => Object.hasOwn(getTableColumns(table), column);

/** What a document's number starts with while it waits for its series' (numberLast): never shown, never committed. */
const PENDING = 'pending:';
const hasTypedNumber = (values: ColumnValues) => (typeof values.number === 'string' ? values.number.trim() !== '' : values.number !== null && values.number !== undefined);

/** Defines a document resource: the definition's own keys, with the life cycle above. */
export function defineDocument<T extends DocumentTable, I extends z.ZodObject, L = LineOf<I>>(
  def: Omit<ResourceSpec<T, I>, 'create' | 'update' | 'deletable'> & { document: DocumentSpec<T, I, L> },
): Resource<T, I> & { document: DocumentSpec<T, I, L>; postDocument(ctx: WriteContext, row: DocRow<T>): Promise<DocRow<T>>; releaseDocument(ctx: WriteContext, row: DocRow<T>): Promise<void> } {
  const { document: doc, ...rest } = def;
  const table = def.table;
  const lineRows = doc.lines ? replaceChildren(doc.lines.table, (id) => ({ [doc.lines!.ownerKey]: id })) : null;
  const withJournal = has(table, 'journalId');
  /** Its other sets kept beside the lines (`nested`: a pay run's earnings), replaced whole when the body gives them, before its ledgers read them. */
  async function writeSets(ctx: WriteContext, id: number, body: object, fresh = false) {
    const given = new Map(Object.entries(body));
    for (const [field, nested] of Object.entries(def.nested ?? {})) {
      const items = given.get(field);
      if (Array.isArray(items)) await nested.replace(ctx, id, items, { fresh });
    }
  }

  async function storedLines(ctx: WriteContext, id: number): Promise<L[]> {
    if (!doc.lines) return [];
    const lines = doc.lines.table;
    const rows = await selectAll(ctx.tx, lines, sql`where ${columnOf(lines, doc.lines.ownerKey)} = ${id} order by ${lines.id}`);
    const hidden = new Set(['id', 'company_id', toSnake(doc.lines.ownerKey)]);
    // The stored lines in the body's shape, as a change that gives no lines keeps them: what the
    // body's lines were validated into when they were written.
    return rows.map((r) => Object.fromEntries(Object.entries(asInput(r)).filter(([k]) => !hidden.has(k)))) as L[];
  }

  async function update(ctx: WriteContext, id: number, values: ColumnValues): Promise<DocRow<T>> {
    // updated_at always moves on (a change of lines alone too): the document's version changes.
    return updateReturning(ctx.tx, table, id, { ...values, updatedAt: touched(getTableColumns(table).updatedAt) });
  }

  /**
   * Posts the document's journal and keeps its id on the document; one that never posts stays
   * without a journal, one that waits for approval is held (`force`: the approval itself posts it).
   * A change `replaces` the journal standing: it is reversed before the new one is posted, unless
   * the new one would be the same (a re-save that changes nothing the books hold), which then
   * stands as it is: no reversal pair for a save that moved no money.
   */
  async function post(
    ctx: WriteContext,
    row: DocRow<T>,
    lines: L[],
    { force = false, replaces, pending }: { force?: boolean; replaces?: { journalId: number; memo: string }; pending?: string } = {},
  ): Promise<DocRow<T>> {
    const undo = async () => replaces && (await reverse(ctx, replaces.journalId, { memo: replaces.memo, state: 'posted' }));
    // A number left `pending` (numberLast) is taken now, the last thing before the final writes.
    const numbering = async (): Promise<ColumnValues> => (pending ? { number: (await assignNumber(ctx, def, { ...row, number: null }, null)).number } : {});
    if (!force && doc.approval && (await doc.approval.required(ctx, row))) {
      await undo();
      // Held, it is a draft again: it applies nothing until the approval posts it (applyStored),
      // but for the ledgers that reserve while it waits (time billed).
      await reverseLedgers(ctx, row, (ledger) => !ledger.keptWhileHeld);
      return update(ctx, row.id, { ...doc.approval.hold, ...(await numbering()) });
    }
    await doc.post?.run?.(ctx, row);
    const posting = doc.posting && (!doc.posts || doc.posts(row)) ? { ...(await doc.posting(row, lines, ctx)), sourceType: doc.sourceType, sourceId: row.id } : null;
    if (replaces && posting && (await journalStandsAs(ctx, replaces.journalId, posting))) return update(ctx, row.id, { state: 'posted' });
    await undo();
    if (!posting) return update(ctx, row.id, { state: 'posted', ...(await numbering()) });
    const checked = await checkPosting(ctx, posting);
    // A pending number is taken in the posting's own statement, which puts it where it stood (the
    // receivable line's description): one round trip fewer while the series' row is locked.
    const { row: posted } = await writeJournal(ctx, checked, {
      table,
      id: row.id,
      values: (journalId, number) => ({ state: 'posted', ...(pending ? { number } : {}), ...(withJournal ? { journalId } : {}), updatedAt: touched(getTableColumns(table).updatedAt) }),
      number: pending ? { next: (from) => nextNumberOf(ctx, def, { ...row, number: null }, from), stands: pending } : undefined,
    });
    return posted!;
  }

  // The header's number, as the definition's numbering series gives or checks it.
  const numbered = async (ctx: WriteContext, values: ColumnValues, existing: TableRow<T> | null) => (def.numbering ? assignNumber(ctx, def, values, existing) : values);

  const journalOf = (row: DocRow<T>) => (withJournal && 'journalId' in row && typeof row.journalId === 'number' ? row.journalId : null);
  const numberOf = (row: DocRow<T>) => String('number' in row && row.number !== null ? row.number : row.id);

  async function reverse(ctx: WriteContext, journalId: number, options: { date?: string; memo: string; state: DocumentState }): Promise<Journal> {
    // A posted document's journal reversed while it stays posted was replaced by a change of it.
    const reversal = await reverseJournal(ctx, journalId, { date: options.date, memo: options.memo, superseded: options.state === 'posted' });
    if (options.state === 'void') await ctx.tx.update(journals).set({ state: 'void' }).where(eq(journals.id, journalId));
    return reversal;
  }

  const stateOf = (input: object): DocumentState | undefined => ('state' in input && (input.state === 'draft' || input.state === 'posted') ? input.state : undefined);

  const ledgers = doc.ledgers ?? [];
  async function applyLedgers(ctx: WriteContext, row: DocRow<T>, lines: L[], input: Partial<z.infer<I>>) {
    for (const ledger of ledgers) await ledger.apply(ctx, row, lines, input);
  }
  /** In the reverse order of applying. */
  async function reverseLedgers(ctx: WriteContext, row: DocRow<T>, which: (ledger: (typeof ledgers)[number]) => boolean = () => true) {
    for (const ledger of [...ledgers].reverse()) if (which(ledger)) await ledger.reverse(ctx, row);
  }
  async function readLedgers(ctx: WriteContext, row: DocRow<T>): Promise<Partial<z.infer<I>>> {
    const read: Partial<z.infer<I>> = {};
    for (const ledger of ledgers) Object.assign(read, await ledger.read?.(ctx, row));
    return read;
  }
  /**
   * Posting a draft as it is stored (its post action, an approval) applies its ledgers from what
   * it holds: a ledger whose entries are its lines (an invoice's stock moves) moves them now. What
   * stands applied (none, for a draft) is reversed first, so it is applied once, when posting.
   */
  async function applyStored(ctx: WriteContext, row: DocRow<T>, lines: L[]) {
    if (!ledgers.length) return;
    const stored = { ...asInput(row), ...(await readLedgers(ctx, row)) } as z.infer<I>;
    await reverseLedgers(ctx, row);
    await applyLedgers(ctx, row, lines, stored);
  }
  /** A draft applies nothing, so it may name no entries of a ledger (a deposit's payments): it would hold what it does not apply. */
  function refuseEntries(input: object) {
    const given = new Map(Object.entries(input));
    for (const field of ledgers.flatMap((l) => l.fields ?? [])) {
      const named = given.get(field);
      if (Array.isArray(named) && named.length) throw ValidationError.field(field, say('draftAppliesNothing', { noun: doc.noun }));
    }
  }

  const voidAction: ActionSpec<DocRow<T>, z.ZodObject<{ date: ReturnType<typeof date>; memo: ReturnType<typeof textArea> }>> = action({
    input: z.object({ date: date('Void date'), memo: textArea('Memo') }),
    confirm: doc.voidConfirm,
    when: { state: ['posted'] },
    refusal: say('voidPostedOnly', { noun: doc.noun }),
    async run(ctx, row, input) {
      await doc.onChange?.(ctx, row);
      await doc.onVoid?.(ctx, row);
      await reverseLedgers(ctx, row);
      const journalId = journalOf(row);
      const reversal = journalId ? await reverse(ctx, journalId, { date: input.date ?? undefined, memo: input.memo ?? entryText(ctx, 'voidOfDocument', { noun: nounIn(ctx, rest.terminology, doc.noun), number: numberOf(row) }), state: 'void' }) : null;
      const voided = await update(ctx, row.id, { state: 'void', ...(reversal && has(table, 'voidJournalId') ? { voidJournalId: reversal.id } : {}) });
      return { record: voided };
    },
  });

  const postAction = action<DocRow<T>>({
    confirm: doc.post?.confirm,
    when: { state: ['draft'] },
    refusal: say('postDraftOnly', { noun: doc.noun }),
    async run(ctx, row) {
      const lines = await storedLines(ctx, row.id);
      await applyStored(ctx, row, lines);
      return { record: await post(ctx, row, lines) };
    },
  });

  // `state` of a body: draft, or posted (the default, also when empty).
  const state = z.preprocess((v) => (v === '' ? null : v), z.enum(['draft', 'posted'], { error: 'State must be draft or posted.' }).nullable()).optional();
  // The draft state rides beside the input's own fields: read from the body (stateOf), not typed as part of `I`.
  const input = (doc.drafts ? def.input.safeExtend({ state }) : def.input) as I;
  const linesOf = (body: object): L[] | undefined => ('lines' in body && Array.isArray(body.lines) ? body.lines : undefined);

  /**
   * The input a change stands for: the stored document's fields under the API's names, its
   * ledgers' entries and (when the body gives none) its lines, under the body's, validated by the
   * same schema as a create's body, so that `header` and the ledgers see a whole input either way.
   */
  function mergedInput(stored: Record<string, unknown>, body: Partial<z.infer<I>>, lines: L[]): z.infer<I> {
    const parsed = input.safeParse({ ...stored, lines, ...body });
    if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
    return parsed.data;
  }

  const resource: Resource<T, I> = defineResource({
      posts: { source: doc.sourceType },
      ...rest,
      input,
      // One that is never a draft is never deleted: what it posted stays, voided.
      features: doc.drafts || doc.startsAsDraft ? rest.features : { ...rest.features, undeletable: `A ${doc.noun} is never deleted: void it instead.` },
      // Its lines, its ledgers' rows and balances, and its journal where it posts one (what else it writes, it declares).
      writes: [...(doc.lines ? [doc.lines.table] : []), ...ledgers.flatMap((l) => l.writes), ...(doc.posting ? POSTING_WRITES : []), ...(def.writes ?? [])],
      // A new document's id is taken with the references' look-ups (see `create`).
      prefetch(ctx, body, existing) {
        rest.prefetch?.(ctx, body, existing);
        if (!existing && lineRows) reserveIdAhead(ctx, table);
      },
      async create(ctx, body) {
        const given = linesOf(body) ?? [];
        const lines = doc.completeLines ? await doc.completeLines(ctx, body, given, null) : given;
        const draft = doc.startsAsDraft || stateOf(body) === 'draft';
        const header: ColumnValues = { ...(await doc.header(ctx, body, lines, null)), ...fixedValues(resource) };
        // Its number taken last (numberLast): until then it holds one no other document can (a unique index on the number).
        const pending = doc.numberLast && !draft && def.numbering && !hasTypedNumber(header) ? `${PENDING}${randomUUID()}` : undefined;
        const values = pending ? { ...header, number: pending } : await numbered(ctx, header, null);
        const fields = { ...values, companyId: ctx.company.id, createdBy: ctx.user.id, state: 'draft' };
        let row: DocRow<T>;
        if (lineRows) {
          // Its id taken ahead (`prefetch`): its lines go with its header's insert rather than waiting for its answer.
          const id = await takeReservedId(ctx, table);
          [row] = await together([insertReturning(ctx.tx, table, { ...fields, id }), lineRows.replace(ctx, id, lines, { fresh: true })]);
        } else row = await insertReturning(ctx.tx, table, fields);
        await writeSets(ctx, row.id, body, true);
        if (draft) {
          refuseEntries(body);
          return row;
        }
        await applyLedgers(ctx, row, lines, body);
        return post(ctx, row, lines, { pending });
      },
      async update(ctx, existing, body) {
        if (existing.state === 'void') throw ValidationError.field('id', say('voidUnchangeable', { noun: doc.noun }));
        if (existing.state === 'posted' && stateOf(body) === 'draft') throw ValidationError.field('state', say('postedNotDraft', { noun: doc.noun }));
        if (existing.state === 'posted' && !doc.posting) throw ValidationError.field('id', say('finishedUnchangeable', { noun: doc.noun }));
        if (existing.state === 'posted') await doc.onChange?.(ctx, existing);
        const given = linesOf(body);
        // A change that gives no lines keeps them, completed again: the header alone can change
        // what they come to (a sales document's tax line when its tax changes). They are
        // rewritten only when that changed something.
        const kept = given ? null : await storedLines(ctx, existing.id);
        const merged = mergedInput({ ...asInput(existing), ...(await readLedgers(ctx, existing)) }, body, given ?? kept!);
        const lines = doc.completeLines ? await doc.completeLines(ctx, merged, given ?? kept!, existing) : (given ?? kept!);
        const changed = await update(ctx, existing.id, await numbered(ctx, await doc.header(ctx, merged, lines, existing), existing));
        if (given || JSON.stringify(lines) !== JSON.stringify(kept)) await lineRows?.replace(ctx, existing.id, lines);
        await writeSets(ctx, existing.id, body);
        // Reversed whatever the state: a draft holds nothing, or what it was given before drafts applied none.
        await reverseLedgers(ctx, existing);
        if (existing.state === 'draft' && stateOf(body) !== 'posted') {
          refuseEntries(merged);
          return changed;
        }
        await applyLedgers(ctx, changed, lines, merged);
        if (existing.state === 'draft') return post(ctx, changed, lines);
        const journalId = journalOf(existing);
        return post(ctx, changed, lines, journalId ? { replaces: { journalId, memo: entryText(ctx, 'changedDocument', { noun: nounIn(ctx, rest.terminology, doc.noun), number: numberOf(existing) }) } } : {});
      },
      async deletable(_ctx, row) {
        return row.state === 'draft' ? null : `A ${row.state} ${doc.noun} is never deleted: void it instead.`;
      },
      // A deleted draft held nothing, but one held for approval did: its ledgers give it back.
      async afterWrite(ctx, row, op, given) {
        const { registry } = ctx;
        if (op === 'delete' && registry) await reverseLedgers({ ...ctx, registry }, row);
        await def.afterWrite?.(ctx, row, op, given);
      },
      actions: {
        void: voidAction,
        ...(doc.drafts || doc.startsAsDraft ? { [doc.post?.verb ?? 'post']: postAction } : {}),
        ...def.actions,
      },
    });
  POSTED_BY.set(doc.sourceType, resource);
  return {
    ...resource,
    document: doc,
    postDocument: async (ctx: WriteContext, row: DocRow<T>) => {
      const lines = await storedLines(ctx, row.id);
      await applyStored(ctx, row, lines);
      return post(ctx, row, lines, { force: true });
    },
    // A document held unposted again (an invoice whose approval is rejected) gives back what its ledgers hold, as a draft holds nothing.
    releaseDocument: (ctx: WriteContext, row: DocRow<T>) => reverseLedgers(ctx, row),
  };
}

type JournalInput = z.ZodObject;

/**
 * The document that is its own journal (a journal entry [174]): posting writes it, a change
 * reverses it and posts the new version (a new journal: both kept), void reverses it and marks
 * it void. It is never a draft: its lines are the ledger itself, so an unposted entry would
 * sit in the ledger's tables; an entry in preparation stays in the form until posted.
 */
export function defineJournalDocument<I extends JournalInput>(
  def: Omit<ResourceSpec<typeof journals, I>, 'create' | 'update' | 'deletable'> & { posting(input: z.infer<I>): Omit<Posting, 'sourceType'>; sourceType: string },
): Resource<typeof journals, I> & { document: { noun: string; sourceType: string; posting: unknown } } {
  const { posting, sourceType, ...rest } = def;
  const mine = (row: Journal) => {
    if (row.sourceType !== sourceType) throw ValidationError.field('id', say('postedByDocument'));
    if (row.state === 'void') throw ValidationError.field('id', say('entryVoid'));
  };
  const resource = defineResource({
    posts: { source: sourceType },
    ...rest,
    features: { ...rest.features, undeletable: 'Posted journals are never deleted: reverse or void the entry instead.' },
    writes: [...POSTING_WRITES, ...(def.writes ?? [])],
    create: (ctx, input) => postJournal(ctx, { ...posting(input), sourceType }),
    async update(ctx, existing, input) {
      mine(existing);
      if (!('lines' in input && input.lines)) throw ValidationError.field('lines', say('entryNeedsLines'));
      // The stored entry's fields under the body's, validated as a new entry's body is (its number is the new journal's).
      const merged = def.input.safeParse({ ...asInput(existing), number: null, ...input });
      if (!merged.success) throw new ValidationError(fieldErrorsFromZod(merged.error));
      const changed = { ...posting(merged.data), sourceType };
      // Saved again as it stands: the entry stays, with no reversal pair.
      if (await journalStandsAs(ctx, existing.id, { ...changed, sourceId: existing.sourceId })) return existing;
      await reverseJournal(ctx, existing.id, { memo: entryText(ctx, 'changedJournal', { number: existing.number }), superseded: true });
      return postJournal(ctx, changed);
    },
    actions: {
      void: action({
        input: z.object({ date: date('Void date'), memo: textArea('Memo') }),
        confirm: 'Void this entry? A reversing entry is posted and the entry is marked void.',
        when: { state: ['posted'], is_reversed: [0], source_type: [sourceType] },
        async run(ctx, row: Journal, input) {
          mine(row);
          await reverseJournal(ctx, row.id, { date: input.date ?? undefined, memo: input.memo ?? entryText(ctx, 'voidOfJournal', { number: row.number }) });
          const [voided] = await ctx.tx.update(journals).set({ state: 'void' }).where(eq(journals.id, row.id)).returning();
          return { record: voided };
        },
      }),
      ...def.actions,
    },
  });
  return { ...resource, document: { noun: 'journal entry', sourceType, posting } };
}
