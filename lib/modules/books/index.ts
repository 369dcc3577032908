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
  hubs: [{ tabs: ['assets', 'depreciation-runs'] }],
  // The chart of accounts is grouped by type with balances, which the generic list does not do.
  windows: { accounts: { width: 690, list: 'accounts' } },
  terms: {
    classification: { en: ['Classification', 'Classifications', 'a'], es: ['Clasificación', 'Clasificaciones', 'una'] },
    fix_asset: { en: ['Fixed Asset', 'Fixed Assets', 'a'], es: ['Activo fijo', 'Activos fijos', 'un'] },
    journal_entry: { en: ['Journal Entry', 'Journal Entries', 'a'], es: ['Asiento contable', 'Asientos contables', 'un'] },
    account: { en: ['Chart of Account', 'Chart of Accounts', 'a'], es: ['Catálogo de cuentas', 'Catálogos de cuentas', 'un'] },
    transaction: { en: ['Transaction', 'Transactions', 'a'], es: ['Transacción', 'Transacciones', 'una'] },
  },
});
