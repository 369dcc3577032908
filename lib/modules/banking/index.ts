import { defineModule } from '@/lib/engine/module';
import { chargesResource } from './charges';
import { checkLayoutsResource } from './check-layouts';
import { checkSignersResource } from './check-signers';
import { checksResource } from './checks';
import { depositsResource } from './deposits';
import { reconciliationsResource } from './reconciliations';
import { transfersResource } from './transfers';

/** Money in the bank: checks and their layouts, transfers, deposits, reconciliations. */
export const bankingModule = defineModule({
  name: 'banking',
  resources: [checksResource, transfersResource, depositsResource, reconciliationsResource, checkLayoutsResource, checkSignersResource, chargesResource],
  // `expence_check` is the spec's section for a screen still to build.
  permissions: ['charge', 'check', 'deposit', 'expence_check', 'reconcilation', 'transfer'],
  hubs: [
    // Checks (the Banking gem 177, spec section 2's Checks hub): checks (Create Check, All Checks),
    // the checks' Print Queue, transfers, deposits, reconciliations and check layouts (Add Check
    // Layout, All Check Layouts are that list's add button and rows), and the bank statements
    // imported to reconcile from, with the bank rules that categorise their lines.
    {
      tabs: ['checks', 'print/check', 'transfers', 'bank-deposits', 'reconciliations', 'bank-statements', 'bank-rules', 'check-layouts', 'check-signers'],
      views: { 'print/check': { label: 'printQueue', of: 'checks' } },
    },
    // Credit Cards (gem 179): charges and card credits, paying the card (a transfer from the bank),
    // the card statements imported and the card's reconciliations.
    { tabs: ['charges', 'transfers', 'bank-statements', 'reconciliations'] },
  ],
  windows: {
    // A check layout's elements are dragged on a check drawn to scale, 680 px wide (8.5 in at 80 px).
    'check-layouts': { width: 800, form: 'check-layout' },
    // A check signer's signature is chosen as an image file and shown (as a layout's).
    'check-signers': { form: 'check-signer' },
    reconciliations: { form: 'reconciliation' },
    // A deposit takes the undeposited payments.
    'bank-deposits': { form: 'deposit' },
    // The Checks hub's Print Queue tab (a view of the checks, not a collection of its own).
    'print/check': { list: 'check-print' },
  },
  terms: {
    deposit: { en: ['Deposit', 'Deposits', 'a'], es: ['Depósito', 'Depósitos', 'un'] },
    check: { en: ['Check', 'Checks', 'a'], es: ['Cheque', 'Cheques', 'un'] },
    check_layout: { en: ['Check Layout', 'Check Layouts', 'a'], es: ['Formato de cheque', 'Formatos de cheque', 'un'] },
    check_signer: { en: ['Check Signer', 'Check Signers', 'a'], es: ['Firmante de cheques', 'Firmantes de cheques', 'un'] },
    print_check: { en: ['Print Check', 'Print Checks', 'a'], es: ['Impresión de cheque', 'Impresiones de cheque', 'una'] },
    charge: { en: ['Credit Card Charge', 'Credit Card Charges', 'a'], es: ['Cargo de tarjeta', 'Cargos de tarjeta', 'un'] },
  },
});
