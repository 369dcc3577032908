import { z } from 'zod';
import { journalLines, journals } from '@/db/schema';
import { ValidationError } from '@/lib/engine/errors';
import { postJournal, reverseJournal, type Posting } from '@/lib/modules/books/post';
import { defineResource, type Json, type ResourceContext, type Row, type Shape } from '@/lib/engine/define';
import { diff, logChange } from '@/lib/engine/events';
import { date, flag, money, ref, text, textArea } from '@/lib/engine/fields';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { serializeRow } from '@/lib/engine/serialize';
import { accountsResource } from '@/lib/modules/books/accounts';
import { classificationsResource } from '@/lib/modules/books/classifications';

const lineInput = z.object({
  account_id: ref('Account', { required: true }),
  debit: money('Debit'),
  credit: money('Credit'),
  description: text('Description'),
  classification_id: ref('Classification'),
});

export const journalEntryInput = z.object({
  date: date('Date', { required: true }),
  number: text('Number', { max: 32 }),
  memo: textArea('Memo'),
  is_adjusting: flag('Adjusting entry'),
  lines: z.array(lineInput, { error: 'Lines cannot be blank.' }).max(500, { error: 'At most 500 lines.' }),
});

const lineShape: Shape = {
  table: journalLines,
  expand: { account: belongsTo(accountsResource, 'accountId'), classification: belongsTo(classificationsResource, 'classificationId') },
};

const postingOf = (input: Json): Posting => ({
  date: input.date as string,
  number: input.number as string | null,
  memo: input.memo as string | null,
  isAdjusting: input.is_adjusting === 1,
  sourceType: 'journal_entry',
  lines: (input.lines as Json[]).map((l) => ({
    accountId: l.account_id as number,
    debit: l.debit as string | null,
    credit: l.credit as string | null,
    description: l.description as string | null,
    classificationId: l.classification_id as number | null,
  })),
});

const shown = (ctx: ResourceContext, row: Row) => serializeRow(journalEntriesResource, row, ctx);

/**
 * Journal entries [174]: every posted journal (the manual ones and those of documents), listed
 * with number, date, amount and the AJE flag. Posting is `POST`; a `PUT` reverses the entry and
 * posts the new version (both kept); `reverse` only reverses; nothing is ever deleted.
 */
export const journalEntriesResource = defineResource({
  name: 'journal-entries',
  domainId: 174,
  table: journals,
  input: journalEntryInput,
  columns: ['number', 'date', 'amount', 'is_adjusting'],
  search: ['number', 'memo'],
  sort: ['number', 'date', 'amount', 'created_at'],
  filter: ['source_type', 'is_adjusting', 'source_id', 'reverses_id'],
  computed: (row) => ({ aje: row.isAdjusting ? 'AJE' : '', is_reversed: row.reversedById ? 1 : 0 }),
  expand: { lines: hasMany(lineShape, 'journalId'), reverses: belongsTo({ table: journals }, 'reversesId'), reversedBy: belongsTo({ table: journals }, 'reversedById') },
  terminology: 'journal_entry',
  permission: 'entries',
  features: { bookmarks: true, announce: true },
  create: (ctx, input) => postJournal(ctx, postingOf(input)) as Promise<Row>,
  async update(ctx, existing, input) {
    if (existing.sourceType !== 'journal_entry') {
      throw ValidationError.field('id', 'This journal was posted by a document: change the document instead.');
    }
    if (!input.lines) throw ValidationError.field('lines', 'Give the entry’s new lines: a change re-posts the whole entry.');
    const reversal = await reverseJournal(ctx, existing.id);
    const posted = (await postJournal(ctx, postingOf({ date: existing.date, memo: existing.memo, is_adjusting: existing.isAdjusting ? 1 : 0, ...input }))) as Row;
    await logChange(ctx, 'reverse', 'journal-entries', existing.id, { reversed_by_id: [null, reversal.id] });
    await logChange(ctx, 'create', 'journal-entries', posted.id, diff(null, shown(ctx, posted)));
    return posted;
  },
  async deletable() {
    return 'Posted journals are never deleted: reverse the entry instead.';
  },
  actions: {
    // POST /api/v1/journal-entries/{id}/reverse {date?, memo?} – answers the reversing journal
    async reverse(ctx, row) {
      const body = (ctx.body ?? {}) as Json;
      const options = z.object({ date: date('Date'), memo: textArea('Memo') }).parse(body);
      const reversal = (await reverseJournal(ctx, row.id, { date: options.date ?? undefined, memo: options.memo })) as Row;
      await logChange(ctx, 'reverse', 'journal-entries', row.id, { reversed_by_id: [null, reversal.id] });
      return Response.json(shown(ctx, reversal), { status: 201 });
    },
  },
});

/** The journal view: date, account, description, debit, credit, category (classification), entry. */
export const journalViewResource = defineResource({
  ...lineShape,
  name: 'journal-view',
  input: z.object({}),
  columns: ['date', 'account_id', 'description', 'debit', 'credit', 'classification_id', 'journal_id'],
  search: ['description'],
  sort: ['date', 'debit', 'credit'],
  filter: ['account_id', 'classification_id', 'journal_id', 'entity_type', 'entity_id'],
  expand: { ...lineShape.expand, entry: belongsTo({ table: journals }, 'journalId') },
  terminology: 'journal_entry',
  permission: 'entries',
  features: { readOnly: true },
});
