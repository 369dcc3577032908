/**
 * Hubs: collections a gem opens together, shown as tabs atop each one's list window (the
 * Banking gem [177]: Write Checks, Transfer Funds, Make Deposits, Reconcile an Account).
 */
export const HUBS: string[][] = [
  ['checks', 'transfers', 'bank-deposits', 'reconciliations'],
  ['assets', 'depreciation-runs'],
];

/** The hub a collection belongs to, if any. */
export const hubOf = (collection: string) => HUBS.find((hub) => hub.includes(collection)) ?? null;
