/** Sample records of the demo company: enough to make its lists look alive. Bodies as the API takes them. */
export const DEMO_RECORDS: [collection: string, body: Record<string, unknown>][] = [
  ['customers', { display_name: 'Vandelay Industries', account_number: 'C-1001', contact: 'Art Vandelay', primary_number: '(212) 555-0101', email: 'art@vandelay.test', since: '2021-03-15', credit_limit: '5000.00', addresses: [{ kind: 'billing', line1: '1 Latex Way', city: 'New York', state: 'NY', zip: '10001', country: 'US', is_primary: 1 }] }],
  ['customers', { display_name: 'Kramerica Industries', account_number: 'C-1002', contact: 'Cosmo Kramer', primary_number: '(212) 555-0102', email: 'cosmo@kramerica.test', since: '2022-07-01' }],
  ['customers', { display_name: 'Pendant Publishing', account_number: 'C-1003', contact: 'Mr. Lippman', primary_number: '(212) 555-0103', since: '2020-01-10', contacts: [{ display_name: 'Elaine Benes', title: 'Editor', email: 'elaine@pendant.test', is_primary: 1 }] }],
  ['customers', { display_name: "Monk's Café", account_number: 'C-1004', contact: 'Larry', primary_number: '(212) 555-0104', since: '2019-05-20' }],
  ['customers', { display_name: 'J. Peterman Catalog', account_number: 'C-1005', contact: 'Jacopo Peterman', email: 'jp@peterman.test', since: '2023-09-12' }],
  ['vendors', { display_name: 'Play Now Office Supply', primary_phone: '(212) 555-0201', account_number: 'V-2001', account_since: '2020-02-01', legal_name: 'Play Now Office Supply LLC', federal_ein: '12-3456789' }],
  ['vendors', { display_name: 'Reggie’s Diner', primary_phone: '(212) 555-0202', account_number: 'V-2002', account_since: '2021-11-11' }],
  ['vendors', { display_name: 'Tri-State Electric', primary_phone: '(212) 555-0203', account_number: 'V-2003', account_since: '2018-06-30' }],
  ['prospects', { display_name: 'Bania Comedy Club', contact: 'Kenny Bania', phone: '(212) 555-0301', email: 'kenny@bania.test' }],
  ['prospects', { display_name: 'Sue Ellen Mischke Holdings', contact: 'Sue Ellen', phone: '(212) 555-0302' }],
  ['employees', { display_name: 'George Costanza', first_name: 'George', last_name: 'Costanza', employee_number: 'E-001', hire_date: '2022-01-03', marital_status: 1, allowances: 1 }],
  ['employees', { display_name: 'Elaine Benes', first_name: 'Elaine', last_name: 'Benes', employee_number: 'E-002', hire_date: '2021-04-19', marital_status: 1, allowances: 0 }],
  ['other-contacts', { display_name: 'Newman', contact: 'Newman', phone: '(212) 555-0401' }],
  ['jobs', { number: 'J-100', display_name: 'Latex catalogue redesign', contact: 'Art Vandelay', stage: 2, start_date: '2026-10-01' }],
  ['work-orders', { number: 'WO-500', display_name: 'Install office shelving', stage: 1, due_date: '2026-12-15' }],
];

/** A step of the demo company's year of books, in account numbers and names; db/seed.ts posts it through the API. */
export type DemoBookStep =
  | { kind: 'journal'; date: string; memo: string; lines: [account: string, debit: string | null, credit: string | null][] }
  | { kind: 'check'; date: string; bank: string; payee: string; vendor?: boolean; memo: string; lines: [account: string, amount: string][]; draft?: boolean }
  | { kind: 'deposit'; date: string; bank: string; lines: [account: string, amount: string, from: string][] }
  | { kind: 'transfer'; date: string; from: string; to: string; amount: string; memo: string }
  | { kind: 'reconcile'; bank: string; statementDate: string };

const SERVICES = ['6200.00', '5850.00', '7100.00', '6900.00', '7400.00', '8100.00', '7600.00', '7950.00', '8300.00', '8800.00', '8450.00', '9100.00'];
const SALES = ['3400.00', '2950.00', '4100.00', '3800.00', '4500.00', '4300.00', '5100.00', '4700.00', '4950.00', '5200.00', '5600.00', '5900.00'];
const SUPPLIES = ['184.50', '212.30', '98.75', '260.00', '143.20', '199.99', '121.45', '175.60', '230.10', '88.40', '156.25', '240.80'];
const POWER = ['412.18', '398.40', '356.22', '301.75', '288.10', '342.66', '401.90', '436.27', '377.35', '318.60', '349.12', '395.44'];
const CLIENTS = ['Vandelay Industries', 'Kramerica Industries', 'Pendant Publishing', "Monk's Café", 'J. Peterman Catalog'];

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A small business's last twelve months up to `today`: the owner's investment, rent, supplies
 * and power paid by check, sales and services deposited twice a month, payroll journals with the
 * withholding paid the next month, bank fees, a transfer to savings each quarter, every month
 * reconciled but the last, and one check left as a draft. Nothing is dated after `today`.
 */
export function demoBooks(today: string): DemoBookStep[] {
  const now = new Date(`${today}T00:00:00Z`);
  const day = (monthsAgo: number, d: number) => iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, d)));
  const monthEnd = (monthsAgo: number) => day(monthsAgo - 1, 0);
  const steps: DemoBookStep[] = [{ kind: 'journal', date: day(11, 1), memo: "Owner's investment", lines: [['1000', '60000.00', null], ['3000', null, '60000.00']] }];
  for (let i = 0; i < 12; i++) {
    const ago = 11 - i;
    const month = new Date(`${day(ago, 1)}T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    steps.push(
      { kind: 'check', date: day(ago, 1), bank: '1000', payee: 'Kessler Realty', memo: `Office rent, ${month}`, lines: [['6400', '2400.00']] },
      { kind: 'deposit', date: day(ago, 5), bank: '1000', lines: [['4100', SERVICES[i], CLIENTS[i % 5]]] },
      { kind: 'check', date: day(ago, 10), bank: '1000', payee: 'Play Now Office Supply', vendor: true, memo: 'Office supplies', lines: [['6300', SUPPLIES[i]]] },
      { kind: 'check', date: day(ago, 12), bank: '1000', payee: 'Tri-State Electric', vendor: true, memo: `Power, ${month}`, lines: [['6500', POWER[i]]] },
      { kind: 'deposit', date: day(ago, 20), bank: '1000', lines: [['4000', SALES[i], CLIENTS[(i + 2) % 5]]] },
      { kind: 'journal', date: day(ago, 28), memo: `Payroll, ${month}`, lines: [['6600', '5800.00', null], ['1000', null, '4640.00'], ['2200', null, '1160.00']] },
      { kind: 'journal', date: day(ago, 28), memo: 'Monthly bank fee', lines: [['6100', '15.00', null], ['1000', null, '15.00']] },
    );
    if (i > 0) steps.push({ kind: 'check', date: day(ago, 8), bank: '1000', payee: 'Internal Revenue Service', memo: 'Payroll withholding', lines: [['2200', '1160.00']] });
    if (i % 3 === 2) steps.push({ kind: 'transfer', date: day(ago, 25), from: '1000', to: '1010', amount: '5000.00', memo: 'Quarterly savings' });
    if (ago >= 2) steps.push({ kind: 'reconcile', bank: '1000', statementDate: monthEnd(ago) });
  }
  steps.push({ kind: 'check', date: today, bank: '1000', payee: 'Reggie’s Diner', memo: 'Team lunch', lines: [['6300', '86.40']], draft: true });
  // Postings come in date order; a reconciliation after the month it closes.
  const at = (s: DemoBookStep) => (s.kind === 'reconcile' ? `${s.statementDate}~` : s.date);
  return steps.filter((s) => at(s) <= `${today}~`).sort((a, b) => at(a).localeCompare(at(b)));
}

/**
 * The demo's sales items and taxes, with account numbers of the default chart (db/seed.ts posts
 * them through the API): a few services and goods, a discount, and a state and a county tax
 * charged together as a group.
 */
export const DEMO_SALES = {
  taxes: [
    { display_name: 'NY State Sales Tax', rate: '4', liability: '2300' },
    { display_name: 'NYC Local Sales Tax', rate: '4.5', liability: '2300' },
  ],
  taxGroup: 'NY State + NYC',
  items: [
    ['ar-services', { display_name: 'Catalogue design (hour)', number: 'SV-100', rate: '95', income: '4100' }],
    ['ar-services', { display_name: 'Copywriting (hour)', number: 'SV-110', rate: '70', income: '4100', is_taxable: 0 }],
    ['ar-services', { display_name: 'Photography session', number: 'SV-120', rate: '450', income: '4100' }],
    ['ar-goods', { display_name: 'Printed catalogue (box of 50)', number: 'GD-200', rate: '180', cost: '95', income: '4000' }],
    ['ar-goods', { display_name: 'Latex sample kit', number: 'GD-210', rate: '24.5', cost: '11.25', income: '4000' }],
    ['ar-other-charges', { display_name: 'Rush delivery', number: 'OC-300', rate: '35', income: '4000' }],
    ['ar-discounts', { display_name: 'Loyal customer 10%', number: 'DS-400', percent: '10', income: '4000' }],
  ] as [collection: string, item: Record<string, unknown> & { income: string }][],
};

/** A sales document of the demo: its customer, how many days before `today`, and its lines by item number. */
export type DemoLine = [item: string, quantity: string] | ['discount', percentItem: string];
export type DemoReceivables = {
  invoices: { customer: string; daysAgo: number; lines: DemoLine[]; memo: string }[];
  /** Payments of invoices (by their index above), days before today; all deposited together. */
  payments: { invoice: number; amount: string | 'all'; daysAgo: number; reference: string }[];
  depositDaysAgo: number;
  estimate: { customer: string; daysAgo: number; lines: DemoLine[] };
  /** A monthly retainer billed on the 1st from a template invoice, from next month. */
  retainer: { customer: string; lines: DemoLine[] };
};

/**
 * The demo's receivables (db/seed.ts posts them through the API after the year of books): five
 * invoices from three months old to this week, so that the aging has every bucket; one paid in
 * full and one in part, both deposited to the bank a few days ago (dated after the last
 * reconciled month); an estimate waiting for the customer; a monthly retainer schedule.
 */
export const DEMO_RECEIVABLES: DemoReceivables = {
  invoices: [
    { customer: 'Vandelay Industries', daysAgo: 95, memo: 'Latex catalogue, first edition', lines: [['SV-100', '12'], ['GD-200', '2'], ['OC-300', '1']] },
    { customer: 'Pendant Publishing', daysAgo: 62, memo: 'Author portraits', lines: [['SV-120', '2'], ['SV-110', '6']] },
    { customer: 'Kramerica Industries', daysAgo: 45, memo: 'Sample kits for the coffee-table book pitch', lines: [['GD-210', '20'], ['OC-300', '1']] },
    { customer: "Monk's Café", daysAgo: 20, memo: 'Menu redesign', lines: [['SV-100', '4'], ['SV-110', '3']] },
    { customer: 'J. Peterman Catalog', daysAgo: 5, memo: 'Winter catalogue print run', lines: [['GD-200', '5'], ['SV-100', '6'], ['discount', 'DS-400']] },
  ],
  payments: [
    { invoice: 0, amount: 'all', daysAgo: 15, reference: 'Check 4471' },
    { invoice: 1, amount: '500.00', daysAgo: 8, reference: 'Check 1182' },
  ],
  depositDaysAgo: 3,
  estimate: { customer: 'Kramerica Industries', daysAgo: 2, lines: [['SV-120', '1'], ['GD-210', '50']] },
  retainer: { customer: "Monk's Café", lines: [['SV-100', '8']] },
};
