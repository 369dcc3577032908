/**
 * Hubs: collections a gem opens together, shown as tabs atop each one's list window (the
 * Banking gem [177]: Write Checks, Transfer Funds, Make Deposits, Reconcile an Account).
 */
export const HUBS: string[][] = [
  ['checks', 'transfers', 'bank-deposits', 'reconciliations'],
  ['assets', 'depreciation-runs'],
  // Receivables Processing [137]: getting paid, and the deposits that take the payments to the bank.
  ['payments', 'other-fund-received', 'apply-credits', 'write-offs', 'bank-deposits'],
];

/**
 * The hub a collection belongs to, if any: the one whose first collection is `within` (the hub
 * the window's tabs were opened in: deposits are a tab of Banking and of Processing), else the first.
 */
export const hubOf = (collection: string, within?: string) =>
  HUBS.find((hub) => hub[0] === within && hub.includes(collection)) ?? HUBS.find((hub) => hub.includes(collection)) ?? null;
