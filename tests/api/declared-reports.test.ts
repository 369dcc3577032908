import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleApi } from '@/lib/api/handle';
import { reports } from '@/lib/api/report-registry';
import { defineReport, reportParams, type AnyReport } from '@/lib/engine/reports';
import { reportLabels } from '@/lib/reports/labels';
import { depsFor, fixtures } from '../fixtures/resources';
import { api } from '../support/api';
import { getFile, pdfText } from '../support/pdf';
import { booksCompany, postBakeryJune } from '../support/books';

/**
 * Declared reports (lib/engine/reports.ts): the engine validates each kind of parameter (a 400
 * naming it), checks the right (403), writes XLSX from the columns, and `/meta` lists the
 * reports a person may read with their parameters and columns.
 */
let books: Awaited<ReturnType<typeof booksCompany>>;

beforeAll(async () => {
  books = await booksCompany('declared');
  await postBakeryJune(books);
});

describe('declared reports', () => {
  it('refuses a bad parameter of each kind with a 400 that names it', async () => {
    const bad: [string, string][] = [
      ['trial-balance?date=2026-02-30', 'date'],
      ['profit-and-loss?to=2026-06-30', 'from'],
      ['profit-and-loss?from=2026-06-01&to=2026-06-30&compare_from=2026-05-01', 'compare_to'],
      ['profit-and-loss?from=2026-07-01&to=2026-06-30', 'from'],
      ['income-vs-expense?year=twenty', 'year'],
      ['account-balance?account_id=-3', 'account_id'],
      ['account-balance?year=2026', 'account_id'],
      ['open-payables?vendor_id=1.5', 'vendor_id'],
      ['chart-of-accounts?view=deleted', 'view'],
      ['trial-balance?format=docx', 'format'],
    ];
    for (const [query, name] of bad) {
      const res = await books.call('GET', `reports/${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(name);
    }
    // An id no record can have names nothing (404, not a database error).
    expect((await books.call('GET', 'reports/customer-statement?customer_id=99999999999&from=2026-01-01&to=2026-06-30')).status).toBe(404);
  });

  it('refuses a report to someone who may not view what it reads (403), and /meta leaves it out for them', async () => {
    const role = await books.call('POST', 'roles', { display_name: 'Billing only', rights: { invoice: ['view', 'create'], customer: ['view'] } });
    expect(role.status).toBe(201);
    const email = `clerk.${Date.now()}@declared.test`;
    expect((await books.call('POST', 'users', { display_name: 'Clerk', email, password: 'long-enough-1', role_id: role.body.id })).status).toBe(201);
    const token = (await api('POST', 'site/login', { host: books.host, body: { email, password: 'long-enough-1' } })).body.auth_key as string;
    const as = (path: string) => api('GET', path, { host: books.host, token });
    const listed = ((await as('reports/meta')).body.reports as { name: string; collection: string }[]).map((r) => r.name);
    for (const def of reports.values()) {
      const res = await as(`reports/${def.name}?date=2026-06-30&from=2026-06-01&to=2026-06-30&account_id=1&customer_id=1`);
      expect(res.status, def.name).toBe(def.permission === 'invoices' ? (def.name === 'customer-statement' ? 404 : 200) : 403);
      expect(listed.includes(def.name), def.name).toBe(def.permission === 'invoices');
    }
  });

  it('lists every report in /meta with its parameters (kind, required, default) and columns', async () => {
    const res = await books.call('GET', 'reports/meta');
    expect(res.status).toBe(200);
    const byName = new Map((res.body.reports as { name: string; params: unknown[]; columns: unknown }[]).map((r) => [r.name, r]));
    expect([...byName.keys()]).toEqual([...reports.keys()]);
    for (const def of reports.values()) expect(byName.get(def.name)!.params).toEqual(reportParams(def));
    expect(byName.get('account-balance')!.params).toEqual([
      { name: 'account_id', kind: 'id', collection: 'accounts', what: 'account', required: true },
      { name: 'year', kind: 'year', required: false, default: 'this-year' },
    ]);
    expect(byName.get('chart-of-accounts')!.params).toContainEqual({ name: 'view', kind: 'choice', options: ['all', 'inactive'], required: false, default: 'all' });
    expect(byName.get('balance-sheet')!.params).toEqual([
      { name: 'date', kind: 'date', required: false, default: 'today' },
      { name: 'compare_date', kind: 'date', required: false },
    ]);
    expect(byName.get('trial-balance')!.columns).toEqual([
      { key: 'number', kind: 'text' },
      { key: 'name', kind: 'account', label: 'account' },
      { key: 'type', kind: 'account-type' },
      { key: 'debit', kind: 'money' },
      { key: 'credit', kind: 'money' },
    ]);
    // Columns that depend on the company's settings (aging periods) come with the answer.
    expect(byName.get('payables-aging')!.columns).toBeNull();
  });

  it('writes a report as XLSX: its headers, its rows with amounts as numbers, its totals', async () => {
    const res = await handleApi(new Request(`http://${books.host}/api/v1/reports/trial-balance?date=2026-06-30&format=xlsx`, { headers: { host: books.host, authorization: `Bearer ${books.owner.authKey}` } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="trial-balance-${books.company.slug}-2026-06-30.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const rows = sheet.getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Number', 'Account', 'Type', 'Debit', 'Credit']);
    expect(rows).toContainEqual(['1000', 'Business Checking', 'Bank', 23941.83, 0]);
    expect(rows.at(-1)).toEqual([undefined, 'Total', undefined, 35700, 35700]);
  });

  it('runs a report in a read-only transaction: one that tries to write is refused by the database', async () => {
    const registry = reports as Map<string, AnyReport>;
    registry.set('writes', defineReport({ name: 'writes', permission: 'accounts', params: z.object({}), run: (ctx) => ctx.tx.execute(sql`update accounts set status = status`), columns: [], period: 'as-of' }));
    try {
      const res = await books.call('GET', 'reports/writes');
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      registry.delete('writes');
    }
  });
});

/**
 * Every report of the registry (a new area's too: tests/support/test-modules.ts), read in JSON,
 * CSV and PDF on the bakery's June: its parameters are filled by kind (a record of the collection
 * an id names, made by its fixture where the company has none), and the PDF carries its title.
 */
describe.each([...reports.values()].map((def) => [def.name, def] as const))('the %s report', (name, def) => {
  let query: string;
  beforeAll(async () => {
    const values: string[] = [];
    for (const p of reportParams(def)) {
      let value: string | undefined;
      if (p.kind === 'date') value = p.name.endsWith('from') ? '2026-06-01' : p.required ? '2026-06-30' : undefined;
      else if (p.kind === 'year') value = p.required ? '2026' : undefined;
      else if (p.kind === 'id' && p.required) {
        const listed = (await books.call('GET', `${p.collection}?per-page=1`)).body.items as { id: number }[];
        value = String(listed[0]?.id ?? (await fixtures[p.collection].create(1, depsFor(books.host, books.owner.authKey))));
      }
      // An optional range is given whole, or not at all.
      if (p.kind === 'date' && p.name.endsWith('to') && values.some((v) => v.startsWith(`${p.name.replace(/to$/, 'from')}=`))) value = '2026-06-30';
      if (value !== undefined) values.push(`${p.name}=${value}`);
    }
    query = values.join('&');
  });
  const read = (format: string) => getFile(books, `reports/${name}?${query}${query ? '&' : ''}format=${format}`);

  it('answers JSON, CSV and PDF', async () => {
    const json = await books.call('GET', `reports/${name}${query ? `?${query}` : ''}`);
    expect(json.status, JSON.stringify(json.body)).toBe(200);
    const csv = await read('csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const title = reportLabels('en').report(name);
    expect(new TextDecoder().decode(csv.bytes)).toContain(title);
    const pdf = await read('pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    expect(pdfText(pdf.bytes)).toContain(title);
  });
});
