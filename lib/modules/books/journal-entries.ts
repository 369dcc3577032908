import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { journalLines, journals } from '@/db/schema';
import { defineJournalDocument } from '@/lib/modules/books/documents';
import { JOURNALS, journalPartOf, journalReached } from '@/lib/modules/books/journal-reach';
import { journalSources } from '@/lib/modules/books/journal-sources';
import { reverseJournal, type Journal } from '@/lib/modules/books/post';
import { action, defineResource, type ResourceContext, type Shape } from '@/lib/engine/define';
import { logChange } from '@/lib/engine/events';
import { date, flag, money, ref, text, textArea } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { NON_CONTROL_TYPES } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { classificationsResource } from '@/lib/modules/books/classifications';

const lineInput = z.object({
  account_id: ref('Account', { required: true, where: { type: NON_CONTROL_TYPES }, mustBe: 'mustBeNotReceivablesPayables' }),
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

/**
 * Journal entries [174]: every posted journal (the manual ones and those of documents), listed
 * with number, date, amount and the AJE flag. Posting is `POST`; a `PUT` reverses the entry and
 * posts the new version (both kept); `reverse` only reverses (an accrual undone on a later date);
 * `void` reverses and marks it void; nothing is ever deleted.
 */
export const journalEntriesResource = defineJournalDocument({
  name: JOURNALS,
  domainId: 174,
  table: journals,
  input: journalEntryInput,
  columns: ['number', 'date', 'source', 'amount', 'is_adjusting', 'state'],
  search: ['number', 'memo'],
  sort: ['number', 'date', 'amount', 'created_at'],
  filter: ['source_type', 'is_adjusting', 'source_id', 'reverses_id', 'state'],
  namedFilters: {
    // A change of a document reverses its journal and posts the new one: the journal and its
    // reversal net to zero. `standing` (the list's default in the windows) leaves such pairs out.
    entries: {
      label: 'Entries',
      options: {
        standing: { label: 'Standing entries', where: eq(journals.superseded, false) },
        all: { label: 'All, replaced ones too', where: sql`true` },
      },
    },
  },
  computed: (row) => ({ aje: row.isAdjusting ? 'AJE' : '', is_reversed: row.reversedById ? 1 : 0 }),
  // "Invoice 1042": what posted it, in the reader's words (journal-sources.ts).
  stored: (ctx, rows) => journalSources(ctx, rows),
  expand: { lines: hasMany(lineShape, 'journalId'), reverses: belongsTo({ table: journals }, 'reversesId'), reversedBy: belongsTo({ table: journals }, 'reversedById') },
  terminology: 'journal_entry',
  titleField: 'number',
  kinds: { is_reversed: 'flag' },
  permission: 'entries',
  features: { bookmarks: true, announce: true, secure: true },
  partOf: journalPartOf,
  sourceType: 'journal_entry',
  posting: (input) => ({
    date: input.date,
    number: input.number,
    memo: input.memo,
    isAdjusting: input.is_adjusting === 1,
    lines: (input.lines ?? []).map((l) => ({ accountId: l.account_id!, debit: l.debit, credit: l.credit, description: l.description, classificationId: l.classification_id })),
  }),
  actions: {
    // POST /api/v1/journal-entries/{id}/reverse {date?, memo?} – answers the reversing journal
    reverse: action({
      input: z.object({ date: date('Date'), memo: textArea('Memo') }),
      confirm: 'Reverse this entry? A reversing entry is posted on the date you choose.',
      // A document's journal is undone by voiding the document, never from here.
      when: { is_reversed: [0], state: ['posted'], source_type: ['journal_entry'] },
      refusal: say('reverseRefused'),
      async run(ctx, row: Journal, input) {
        const reversal = await reverseJournal(ctx, row.id, { date: input.date ?? undefined, memo: input.memo });
        await logChange(ctx, 'reverse', 'journal-entries', row.id, { reversed_by_id: [null, reversal.id] });
        return { record: reversal, status: 201 };
      },
    }),
  },
});

/** A journal line is part of its journal: seen where the journal is (lib/modules/books/journal-reach.ts). */
export const lineOfReachedJournal = (ctx: ResourceContext) => journalReached(ctx, journalLines.journalId);

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
  titleField: 'description',
  permission: 'entries',
  features: { readOnly: true },
  partOf: lineOfReachedJournal,
});
