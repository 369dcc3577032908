import { opens } from '@/lib/engine/gems';
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
  windows: {
    accounts: { width: 690, list: 'accounts' },
    // The journal opens on the entries that stand: pairs a change replaced are shown on request.
    'journal-entries': { filters: { entries: 'standing' } },
  },
  // The Accounting, Assets and Reports areas' gems. Banking opens banking's checks and sums the bank
  // accounts; Yearly Goals opens the tools' goals.
  gems: {
    accounting: [
      { id: 58, window: opens.list('accounts'), figure: null },
      { id: 174, window: opens.list('journal-entries') },
      { id: 177, window: opens.list('checks'), figure: 'cash' },
      { id: 179, window: opens.list('charges') },
      { id: 48, window: opens.list('classifications') },
      { id: 29, window: opens.report('account-balance') },
      { id: 28, window: opens.report('income-vs-expense') },
    ],
    assets: [
      { id: 38, window: opens.list('assets') },
      { id: 36, window: opens.list('in-items') },
    ],
    report: [
      { id: 59, window: opens.report('balance-sheet') },
      { id: 187, window: opens.report('profit-and-loss') },
      { id: 186, window: opens.report('trial-balance') },
      // Reports Filing Cabinet and the last three months' report PDFs (lib/modules/files/cabinets.ts).
      { id: 31, window: opens.list('files', { cabinet: 'reports' }) },
      { id: 32, window: opens.list('files', { cabinet: 'recent-reports' }) },
      { id: 33, window: opens.tool('goals') },
    ],
  },
  terms: {
    classification: { en: ['Classification', 'Classifications', 'a'], es: ['Clasificación', 'Clasificaciones', 'una'] },
    fix_asset: { en: ['Fixed Asset', 'Fixed Assets', 'a'], es: ['Activo fijo', 'Activos fijos', 'un'] },
    journal_entry: { en: ['Journal Entry', 'Journal Entries', 'a'], es: ['Asiento contable', 'Asientos contables', 'un'] },
    account: { en: ['Chart of Account', 'Chart of Accounts', 'a'], es: ['Catálogo de cuentas', 'Catálogos de cuentas', 'un'] },
    transaction: { en: ['Transaction', 'Transactions', 'a'], es: ['Transacción', 'Transacciones', 'una'] },
    // What the journal list calls an account's opening balance entry (its source).
    opening_balance: { en: ['Opening Balance', 'Opening Balances', 'an'], es: ['Saldo inicial', 'Saldos iniciales', 'un'] },
  },
});
