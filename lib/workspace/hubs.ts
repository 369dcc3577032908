/**
 * Hubs: collections a gem opens together, shown as tabs atop each one's list window (the
 * Banking gem [177]: Write Checks, Transfer Funds, Make Deposits, Reconcile an Account), and
 * the settings the hub's tabs end with (a singleton's form), if any.
 */
export type Hub = { tabs: string[]; settings?: string };

export const HUBS: Hub[] = [
  { tabs: ['checks', 'transfers', 'bank-deposits', 'reconciliations'] },
  { tabs: ['assets', 'depreciation-runs'] },
  // Products (gem 136 Receivables Items): what is sold, and the lists and settings invoices use.
  {
    tabs: ['ar-services', 'ar-goods', 'ar-other-charges', 'ar-discounts', 'ar-taxes', 'ar-terms', 'ar-messages', 'ar-delivery-methods', 'acct-payment-methods', 'rates'],
    settings: 'invoice-settings',
  },
];

/** The hub a collection belongs to, if any. */
export const hubOf = (collection: string) => HUBS.find((hub) => hub.tabs.includes(collection)) ?? null;
