import { z } from 'zod';
import { journalLines, journals } from '@/db/schema';
import { defineResource } from '@/lib/engine/define';
import { belongsTo } from '@/lib/engine/relations';
import { accountsResource } from '@/lib/modules/books/accounts';
import { classificationsResource } from '@/lib/modules/books/classifications';
import { lineOfReachedJournal } from '@/lib/modules/books/journal-entries';

/**
 * Account transactions (spec section 7 `transaction`): every posted journal line, across
 * accounts, read-only; `filter[account_id]=` narrows it to one account's transactions.
 *
 * The columns are what an accountant reads down a ledger: the date, the entry (`journal_id`,
 * shown by the entry's number through the `journal` relation, which also carries the spec's
 * "type" as `source_type`: journal entry, check, deposit...), the account, the line's
 * description, debit and credit (money; one of them is zero), and the classification (the
 * journal view's "category"). Lines are never changed in place (a correction is a reversal
 * plus a new journal), so there is nothing to write here.
 */
export const transactionsResource = defineResource({
  name: 'transaction',
  table: journalLines,
  input: z.object({}),
  columns: ['date', 'journal_id', 'account_id', 'description', 'debit', 'credit', 'classification_id'],
  titleField: 'description',
  search: ['description'],
  sort: ['date', 'journal_id', 'account_id', 'debit', 'credit'],
  filter: ['account_id', 'journal_id', 'classification_id', 'entity_type', 'entity_id'],
  expand: {
    journal: belongsTo({ table: journals }, 'journalId'),
    account: belongsTo(accountsResource, 'accountId'),
    classification: belongsTo(classificationsResource, 'classificationId'),
  },
  terminology: 'transaction',
  permission: 'accounts',
  features: { readOnly: true },
  partOf: lineOfReachedJournal,
});
