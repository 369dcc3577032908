import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleApi } from '@/lib/api/handle';
import { api, makeCompany } from '../support/api';

type Company = Awaited<ReturnType<typeof makeCompany>>;
let co: Company;
let other: Company;

const CSV = 'text/csv';

/** POST /{c}/import with a file and the given parts, as the owner (or `token`). */
function importFile(collection: string, content: string | Uint8Array, parts: Record<string, string> = {}, options: { token?: string; name?: string; type?: string; host?: string } = {}) {
  const form = new FormData();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.set('file', new File([bytes as BlobPart], options.name ?? 'people.csv', { type: options.type ?? CSV }));
  for (const [k, v] of Object.entries(parts)) form.set(k, v);
  return api('POST', `${collection}/import`, { host: options.host ?? co.host, token: options.token ?? co.owner.authKey, form });
}

const asOwner = (method: string, path: string, body?: unknown) => api(method, path, { host: co.host, token: co.owner.authKey, body });
const customerNames = async (c: Company = co) =>
  ((await api('GET', 'customers/all', { host: c.host, token: c.owner.authKey })).body.items as { display_name: string }[]).map((i) => i.display_name).sort();

/** Five customers, three of them bad: a missing name, a bad e-mail, an account number used by an earlier row. */
const PEOPLE = [
  'Nombre,Número de cuenta,E-mail,Since,Credit limit,Ignored',
  'Ana Import,IMP-1,ana@import.test,2024-02-03,1500.5,x',
  ',IMP-2,blank@import.test,,,',
  'Bea Import,IMP-3,not-an-email,,,',
  'Carla Import,IMP-1,carla@import.test,,,',
  'Dora Import,IMP-5,,,,',
].join('\n');

beforeAll(async () => {
  co = await makeCompany('import');
  other = await makeCompany('import-other');
  await api('POST', 'customers', { host: other.host, token: other.owner.authKey, body: { display_name: 'Other Co Customer', account_number: 'IMP-5' } });
});

describe('POST /{collection}/import', () => {
  it('proposes a field for each column by name or label, in English or Spanish, accents and case aside', async () => {
    const res = await importFile('customers', PEOPLE, { mode: 'propose' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(res.body.columns.map((c: { field: string | null }) => c.field)).toEqual(['display_name', 'account_number', 'email', 'since', 'credit_limit', null]);
    const names = res.body.fields.map((f: { name: string }) => f.name);
    expect(names).toEqual(expect.arrayContaining(['display_name', 'email', 'language']));
    // Sets of lines (rates, addresses) are not columns of a file.
    expect(names).not.toContain('rates');
  });

  it('dry-runs: lists exactly the bad rows with the file row, column and reason, and writes nothing', async () => {
    const res = await importFile('customers', PEOPLE, { mode: 'dry-run' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, valid: 2, invalid: 3 });
    expect(res.body.errors.map((e: { row: number; field: string; column: string }) => [e.row, e.field, e.column])).toEqual([
      [3, 'display_name', 'Nombre'],
      [4, 'email', 'E-mail'],
      [5, 'account_number', 'Número de cuenta'],
    ]);
    expect(res.body.errors[1]).toMatchObject({ code: 'email', message: 'E-mail is not a valid email address.' });
    expect(res.body.errors[2].message).toContain('IMP-1');
    expect(await customerNames()).toEqual([]);
  });

  it('all or nothing: a bad row and nothing is written (422 listing every bad row)', async () => {
    const res = await importFile('customers', PEOPLE, { mode: 'all' });
    expect(res.status).toBe(422);
    expect(res.body.map((e: { row: number }) => e.row)).toEqual([3, 4, 5]);
    expect(await customerNames()).toEqual([]);
  });

  it('skips the bad rows when asked: the good ones written in one go, the bad listed; one company log entry', async () => {
    const res = await importFile('customers', PEOPLE, { mode: 'valid' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, written: 2, skipped: 3 });
    expect(await customerNames()).toEqual(['Ana Import', 'Dora Import']);
    const ana = (await asOwner('GET', 'customers?q=Ana')).body.items[0];
    expect(ana).toMatchObject({ account_number: 'IMP-1', email: 'ana@import.test', credit_limit: '1500.50', status: 1 });
    // Searchable like any record made one by one.
    expect((await asOwner('GET', 'customers?q=dora')).body.items).toHaveLength(1);
    const logs = (await asOwner('GET', 'company-logs?per-page=50')).body.items.filter((l: { collection: string }) => l.collection === 'customers');
    expect(logs).toHaveLength(1);
    expect(logs[0].action).toBe('import');
    // Another company's customer of the same account number was neither a conflict nor touched.
    expect(await customerNames(other)).toEqual(['Other Co Customer']);
  });

  it('all or nothing with every row good writes them all; a second run finds them taken', async () => {
    const csv = 'Display name,Account number\nEva Import,IMP-10\nFe Import,IMP-11\n';
    const res = await importFile('customers', csv, { mode: 'all', mapping: JSON.stringify(['display_name', 'account_number']) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, written: 2, skipped: 0, errors: [] });
    const again = await importFile('customers', csv, { mode: 'dry-run' });
    expect(again.body).toMatchObject({ valid: 0, invalid: 2 });
  });

  it('reads a file longer than a chunk as it goes: uniqueness across chunks, file rows past a quoted line break and a blank line', async () => {
    const lines = ['Display name,Account number,Notes'];
    for (let i = 0; i < 4500; i++) {
      const name = i === 4100 ? '' : i === 10 ? 'Quoted Notes' : `Long ${i}`;
      const account = i === 2600 ? 'LONG-5' : `LONG-${i}`;
      lines.push(`${name},${account},${i === 10 ? '"two\nlines"' : 'x'}`);
      if (i === 100) lines.push('');
    }
    // Data row i is the file's row i + 2, and i + 3 after the blank line; the quoted line break starts no row.
    const csv = `${lines.join('\n')}\n`;
    const dry = await importFile('customers', csv, { mode: 'dry-run' });
    expect(dry.body).toMatchObject({ total: 4500, valid: 4498, invalid: 2 });
    expect(dry.body.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [2603, 'Account number'],
      [4103, 'Display name'],
    ]);
    const all = await importFile('customers', csv, { mode: 'all' });
    expect(all.status).toBe(422);
    expect(all.body.map((e: { row: number }) => e.row)).toEqual([2603, 4103]);
    const valid = await importFile('customers', csv, { mode: 'valid' });
    expect(valid.body).toMatchObject({ total: 4500, written: 4498, skipped: 2 });
    const quoted = (await asOwner('GET', 'customers?q=Quoted%20Notes')).body.items;
    expect(quoted.map((c: { notes: string }) => c.notes)).toEqual(['two\nlines']);
    // The refused all-or-nothing commit wrote none of them: each was written once, by the last.
    expect((await importFile('customers', csv, { mode: 'dry-run' })).body).toMatchObject({ valid: 0, invalid: 4500 });
  });

  it('follows the mapping the person chose, a skipped column left out', async () => {
    const csv = 'Who,Mail\nGala Import,gala@import.test\n';
    const res = await importFile('customers', csv, { mode: 'valid', mapping: JSON.stringify(['display_name', null]) });
    expect(res.body.written).toBe(1);
    const gala = (await asOwner('GET', 'customers?q=Gala')).body.items[0];
    expect(gala.email).toBeNull();
  });

  it('reads XLSX: numbers and dates typed in the workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Customers');
    sheet.addRow(['Display name', 'Since', 'Credit limit', 'Language']);
    sheet.addRow(['Hana Xlsx', new Date(Date.UTC(2023, 4, 6)), 250.25, 'Español']);
    sheet.addRow(['Ivo Xlsx', null, 10, 'en']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const res = await importFile('customers', bytes, { mode: 'valid' }, { name: 'people.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ written: 2, skipped: 0 });
    const hana = (await asOwner('GET', 'customers?q=Hana')).body.items[0];
    expect(hana).toMatchObject({ credit_limit: '250.25', language: 'es' });
    expect(new Date(hana.since * 1000).toISOString().slice(0, 10)).toBe('2023-05-06');
  });

  it("matches references by their records' titles, as the export writes them; an unknown or another company's title is the row's error", async () => {
    await asOwner('POST', 'customers', { display_name: 'Ref Target' });
    const csv = 'Display name,Customer\nJob One,ref target\nJob Two,Other Co Customer\nJob Three,\n';
    const res = await importFile('jobs', csv, { mode: 'dry-run' });
    expect(res.body).toMatchObject({ total: 3, valid: 2, invalid: 1 });
    expect(res.body.errors).toEqual([expect.objectContaining({ row: 3, field: 'customer_id', code: 'titleUnknown' })]);
    const done = await importFile('jobs', csv, { mode: 'valid' });
    expect(done.body.written).toBe(2);
    const jobs = (await asOwner('GET', 'jobs/all?expand=customer')).body.items as { display_name: string; customer_id: number | null }[];
    const target = (await asOwner('GET', 'customers?q=Ref%20Target')).body.items[0];
    expect(jobs.find((j) => j.display_name === 'Job One')!.customer_id).toBe(target.id);
  });

  it("runs a resource's own hooks: accounts by type label, an opening balance posted by its afterWrite", async () => {
    const csv = 'Display name,Type,Opening balance,Opening balance date\nImported Expenses,Expense,,\nImported Savings,Bank,250.00,2026-01-31\n';
    const res = await importFile('accounts', csv, { mode: 'all' });
    expect(res.status).toBe(200);
    expect(res.body.written).toBe(2);
    const accounts = (await asOwner('GET', 'accounts/all?expand=balance')).body.items as { display_name: string; type: number; balance: string }[];
    expect(accounts.find((a) => a.display_name === 'Imported Expenses')!.type).toBe(14);
    expect(accounts.find((a) => a.display_name === 'Imported Savings')!.balance).toBe('250.00');
  });

  it('streams progress lines to a caller that accepts NDJSON, then the answer', async () => {
    const form = new FormData();
    form.set('file', new File([PEOPLE], 'people.csv', { type: CSV }));
    form.set('mode', 'dry-run');
    const res = await handleApi(new Request(`http://${co.host}/api/v1/customers/import`, { method: 'POST', headers: { host: co.host, authorization: `Bearer ${co.owner.authKey}`, accept: 'application/x-ndjson' }, body: form }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await res.text()).trim().split('\n').map((l) => JSON.parse(l));
    expect(lines[0]).toEqual({ phase: 'check', done: 0, total: 5 });
    expect(lines.at(-1)).toMatchObject({ status: 200, body: { total: 5 } });
  });

  it('is refused to a read-only user (403), and bad parameters are 400 or 422', async () => {
    const listed = (await asOwner('GET', 'roles?per-page=50')).body.items as { id: number; display_name: string }[];
    const readOnly = listed.find((r) => /read/i.test(r.display_name))!;
    const email = `reader.${Date.now()}@import.test`;
    await asOwner('POST', 'users', { display_name: 'Reader', email, password: 'long-enough-1', role_id: readOnly.id });
    const key = (await api('POST', 'site/login', { host: co.host, body: { email, password: 'long-enough-1' } })).body.auth_key;
    expect((await importFile('customers', PEOPLE, { mode: 'valid' }, { token: key })).status).toBe(403);

    const mode = await importFile('customers', PEOPLE, { mode: 'everything' });
    expect(mode.status).toBe(400);
    expect(mode.body.message).toContain('mode');
    expect((await importFile('customers', PEOPLE, { mode: 'dry-run', mapping: 'not json' })).status).toBe(400);
    expect((await importFile('customers', PEOPLE, { mode: 'dry-run', mapping: '["display_name"]' })).status).toBe(400);
    const unknown = await importFile('customers', PEOPLE, { mode: 'dry-run', mapping: JSON.stringify(['display_name', 'balance', null, null, null, null]) });
    expect(unknown.status).toBe(422);
    expect(unknown.body[0].field).toBe('mapping');
    const twice = await importFile('customers', PEOPLE, { mode: 'dry-run', mapping: JSON.stringify(['display_name', 'display_name', null, null, null, null]) });
    expect(twice.status).toBe(422);
    const form = new FormData();
    form.set('mode', 'dry-run');
    expect((await api('POST', 'customers/import', { host: co.host, token: co.owner.authKey, form })).body[0].field).toBe('file');
    expect((await importFile('company-logs', PEOPLE, { mode: 'dry-run' })).status).toBe(405);
    expect((await api('GET', 'customers/import', { host: co.host, token: co.owner.authKey })).status).toBe(405);
  });
});
