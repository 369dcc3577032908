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
