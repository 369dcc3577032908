import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '@/db/schema';
import { handleApi } from '@/lib/api/handle';
import { EXPORT_PAGE } from '@/lib/api/list-export';
import { resources } from '@/lib/api/registry';
import { catalogueOf } from '@/lib/engine/catalogue';
import { withTenant } from '@/lib/tenant/transaction';
import { postedSalesDocument } from '../support/receivables';
import { api, makeCompany } from '../support/api';

type Company = Awaited<ReturnType<typeof makeCompany>>;
let co: Company;

/** A CSV export as the browser downloads it: its headers and its rows. */
async function exported(path: string, token = co.owner.authKey) {
  const res = await handleApi(new Request(`http://${co.host}/api/v1/${path}`, { headers: { host: co.host, authorization: `Bearer ${token}` } }));
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, rows: Papa.parse<string[]>(text.trim()).data };
}

beforeAll(async () => {
  co = await makeCompany('export');
  const post = (path: string, body: Record<string, unknown>) => api('POST', path, { host: co.host, token: co.owner.authKey, body });
  const acme = await post('customers', { display_name: 'Acme Export', account_number: 'C-1', since: '2024-01-15' });
  await post('customers', { display_name: '=HYPERLINK("http://evil")', account_number: 'C-2' });
  const zeta = await post('customers', { display_name: 'Zeta Export', account_number: 'C-3' });
  await api('POST', `customers/${zeta.body.id}/inactivate`, { host: co.host, token: co.owner.authKey });
  await postedSalesDocument({ host: co.host, token: co.owner.authKey }, { customerId: acme.body.id, date: '2026-03-02', dueDate: '2026-04-01', amount: '1500.50' });
});

describe('GET /{collection}/export', () => {
  it('writes the list as its window shows it: labelled columns, the filters and sort asked, every row', async () => {
    const { status, headers, rows } = await exported('customers/export?sort=-account_number');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/csv');
    expect(headers.get('content-disposition')).toMatch(/attachment; filename="customers-export-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(rows[0]).toEqual(['Display name', 'Account number', 'Contact', 'Primary number', 'Since', 'Balance']);
    // The active list only (as the window's "All"), by account number, last first as sorted; a formula is written as text.
    expect(rows.slice(1).map((r) => r[0])).toEqual(["'=HYPERLINK(\"http://evil\")", 'Acme Export']);
    expect(rows[2].slice(4)).toEqual(['2024-01-15', '1500.50']);
    const inactive = await exported('customers/export?filter[status]=0');
    expect(inactive.rows.slice(1).map((r) => r[0])).toEqual(['Zeta Export']);
  });

  it('titles references and labels columns in the person\'s language', async () => {
    const invoices = await exported('invoices/export');
    const header = invoices.rows[0];
    const customer = header.findIndex((h) => /customer/i.test(h));
    expect(customer).toBeGreaterThanOrEqual(0);
    expect(invoices.rows[1][customer]).toBe('Acme Export');
    expect(invoices.rows[1]).toContain('2026-03-02');

    const email = `es.${Date.now()}@export.test`;
    await api('POST', 'users', { host: co.host, token: co.owner.authKey, body: { display_name: 'Lectora', email, password: 'long-enough-1', locale: 'es' } });
    const login = await api('POST', 'site/login', { host: co.host, body: { email, password: 'long-enough-1' } });
    const spanish = await exported('customers/export', login.body.auth_key);
    expect(spanish.rows[0][0]).toBe('Nombre');
  });

  it('is refused to a role that may not see the list, and a bad parameter is a 400 naming it', async () => {
    expect((await exported('customers/export?sort=nonsense')).status).toBe(400);
    const email = `staff.${Date.now()}@export.test`;
    await api('POST', 'users', { host: co.host, token: co.owner.authKey, body: { display_name: 'Staff', email, password: 'long-enough-1' } });
    const staff = (await api('POST', 'site/login', { host: co.host, body: { email, password: 'long-enough-1' } })).body.auth_key;
    expect((await exported('queue-jobs/export', staff)).status).toBe(403);
    expect((await exported('customers/export', staff)).status).toBe(200);
  });
});

describe('an export larger than a page', () => {
  it('reads every page after the last one, in the order asked, with CSV and XLSX alike', async () => {
    const big = await makeCompany('export-big');
    const count = 2 * EXPORT_PAGE + 345;
    await withTenant(big.company.id, (tx) =>
      tx.insert(customers).values(Array.from({ length: count }, (_, i) => ({ companyId: big.company.id, displayName: `Big ${String(i).padStart(5, '0')}`, accountNumber: `B-${i}` }))),
    );
    const get = (path: string) => handleApi(new Request(`http://${big.host}/api/v1/${path}`, { headers: { host: big.host, authorization: `Bearer ${big.owner.authKey}` } }));
    const rows = Papa.parse<string[]>((await (await get('customers/export?sort=-display_name')).text()).trim()).data.slice(1);
    const names = Array.from({ length: count }, (_, i) => `Big ${String(count - 1 - i).padStart(5, '0')}`);
    expect(rows.map((r) => r[0])).toEqual(names);
    // A search narrows every page alike.
    const searched = Papa.parse<string[]>((await (await get('customers/export?q=01234')).text()).trim()).data.slice(1);
    expect(searched.map((r) => r[0])).toEqual(['Big 01234']);
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await (await get('customers/export?sort=-display_name&format=xlsx')).arrayBuffer()) as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(count + 1);
    expect([2, EXPORT_PAGE + 1, EXPORT_PAGE + 2, count + 1].map((n) => sheet.getRow(n).getCell(1).value)).toEqual([names[0], names[EXPORT_PAGE - 1], names[EXPORT_PAGE], names[count - 1]]);
    const zip = unzipSync(new Uint8Array(await (await get('export')).arrayBuffer()));
    expect(Papa.parse<string[]>(strFromU8(zip['customers.csv']).trim()).data).toHaveLength(count + 1);
  });
});

describe('GET /export', () => {
  it('gives an administrator the whole company as a zip of CSVs, one per collection; others are refused', async () => {
    const res = await handleApi(new Request(`http://${co.host}/api/v1/export`, { headers: { host: co.host, authorization: `Bearer ${co.owner.authKey}` } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    // Every registered collection (a new area's too), catalogues left out.
    expect(Object.keys(files).sort()).toEqual([...resources.values()].filter((def) => !catalogueOf(def)).map((def) => `${def.name}.csv`).sort());
    expect(Object.keys(files)).not.toContain('types.csv'); // a catalogue: the product's own list
    const customers = Papa.parse<string[]>(strFromU8(files['customers.csv']).trim()).data;
    expect(customers.map((r) => r[0])).toEqual(expect.arrayContaining(['Display name', 'Acme Export', 'Zeta Export']));

    const email = `notadmin.${Date.now()}@export.test`;
    await api('POST', 'users', { host: co.host, token: co.owner.authKey, body: { display_name: 'Not Admin', email, password: 'long-enough-1' } });
    const key = (await api('POST', 'site/login', { host: co.host, body: { email, password: 'long-enough-1' } })).body.auth_key;
    expect((await api('GET', 'export', { host: co.host, token: key })).status).toBe(403);
  });
});

describe('GET /{collection}/export?format=xlsx', () => {
  it('writes the same rows, labels and order as the CSV, numbers as numbers and dates as dates', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const csv = await exported('customers/export?sort=-account_number');
    const res = await handleApi(new Request(`http://${co.host}/api/v1/customers/export?sort=-account_number&format=xlsx`, { headers: { host: co.host, authorization: `Bearer ${co.owner.authKey}` } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/filename="customers-export-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await res.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(csv.rows[0]);
    expect(rows.length).toBe(csv.rows.length);
    // A formula-looking name stays text (XLSX has no injection: it is never a formula).
    expect(rows.slice(1).map((r) => r[0])).toEqual(['=HYPERLINK("http://evil")', 'Acme Export']);
    const acme = rows[2];
    expect(acme[4]).toBeInstanceOf(Date);
    expect((acme[4] as Date).toISOString().slice(0, 10)).toBe('2024-01-15');
    expect(acme[5]).toBe(1500.5);
    expect(sheet.getRow(3).getCell(6).numFmt).toBe('#,##0.00');
  });

  it('refuses any other format with a 400 naming format', async () => {
    const res = await handleApi(new Request(`http://${co.host}/api/v1/customers/export?format=pdf`, { headers: { host: co.host, authorization: `Bearer ${co.owner.authKey}` } }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain('format');
  });
});
