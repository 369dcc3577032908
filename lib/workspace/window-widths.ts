/** Window widths of spec section 2 by entity; others take the default of their kind. */
const BY_ENTITY: Record<string, number> = {
  users: 1100,
  'ar-services': 1200,
  'ar-other-charges': 1200,
  tasks: 890,
  tasklists: 690,
  folders: 690,
  'ar-invoice-layouts': 1000,
  // The check canvas is 680 px wide (8.5 in at 80 px).
  'check-layouts': 800,
  invoices: 1300,
  // The other sales documents share the invoice's window (header, line grid, totals).
  estimates: 1300,
  'ar-sales-receipts': 1300,
  'credit-memos': 1300,
  'return-items': 1300,
  gems: 1190,
  accounts: 690,
  types: 690,
  calendars: 850,
  terminologies: 690,
};

const BY_KIND: Record<string, number> = { list: 1000, form: 700, gems: 1190, report: 900, ledger: 900, settings: 690, missing: 500, pdf: 900, queue: 1000, tool: 900 };

export const windowWidth = (kind: string, entity?: string) => (entity && BY_ENTITY[entity]) || BY_KIND[kind] || 900;
