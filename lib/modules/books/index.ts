import { defineModule } from '@/lib/engine/module';
import { booksReports } from './reports';
import { accountsResource } from './accounts';
import { classificationsResource } from './classifications';
import { depreciationRunsResource } from './depreciation-runs';
import { fixedAssetsResource } from './fixed-assets';
import { journalEntriesResource, journalViewResource } from './journal-entries';
import { transactionsResource } from './transactions';

/** The books: chart of accounts, journal, fixed assets and their depreciation. */
export const booksModule = defineModule({
  name: 'books',
  resources: [accountsResource, classificationsResource, journalEntriesResource, journalViewResource, transactionsResource, fixedAssetsResource, depreciationRunsResource],
  reports: booksReports,
  permissions: ['accounts', 'entries', 'fixed_asset'],
});
