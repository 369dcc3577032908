import { beforeAll, describe, expect, it } from 'vitest';
import { depsFor, fixtures } from '../fixtures/resources';
import { api, makeCompany } from '../support/api';
import { addUser } from '../support/people';

/** Calls of one person (a token) of a company, and their uploads. */
function as(host: string, token: string) {
  const call = (method: string, p: string, body?: unknown) => api(method, p, { host, token, body });
  const upload = async (name: string, fields: Record<string, string | number> = {}) => {
    const form = new FormData();
    form.set('file', new Blob([new TextEncoder().encode(`The file ${name}`)], { type: 'application/octet-stream' }), name);
    for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
    const made = await api('POST', 'files', { host, token, form });
    if (made.status !== 201) throw new Error(JSON.stringify(made.body));
    return made.body.id as number;
  };
  const names = async (query: string) => {
    const res = await call('GET', `files?sort=display_name&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.items as { display_name: string }[]).map((f) => f.display_name);
  };
  return { call, upload, names };
}

const FIVE_MONTHS_AGO = new Date(Date.now() - 150 * 86_400_000).toISOString().slice(0, 10);

describe('The filing cabinets (gems 12, 20-22, 30-32)', { timeout: 240_000 }, () => {
  let a: Awaited<ReturnType<typeof makeCompany>> & ReturnType<typeof as>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const co = await makeCompany('cab');
    a = { ...co, ...as(co.host, co.owner.authKey) };
    const deps = depsFor(a.host, a.owner.authKey);
    const employee = await fixtures.employees.create(1, deps);
    const vendor = await fixtures.vendors.create(2, deps);
    ids.w2 = await a.upload('w2.pdf.txt', { linked_to: 'employees', record_id: employee, kind: 'yearly' });
    ids.review = await a.upload('review.txt', { linked_to: 'employees', record_id: employee, kind: 'personnel' });
    ids.i9 = await a.upload('i9.txt', { linked_to: 'employees', record_id: employee, kind: 'permanent' });
    ids.unfiled = await a.upload('unfiled.txt', { linked_to: 'employees', record_id: employee });
    ids.invoice = await a.upload('vendor-invoice.txt', { linked_to: 'vendors', record_id: vendor });
    ids.report = await a.upload('pl-report.txt', { kind: 'report' });
    ids.oldReport = await a.upload('old-report.txt', { kind: 'report', date: FIVE_MONTHS_AGO });
    ids.loose = await a.upload('loose.txt');
  });

  it('each shows its area’s files, an employee’s by kind, the reports by date', async () => {
    expect(await a.names('filter[cabinet]=payroll')).toEqual(['i9.txt', 'review.txt', 'unfiled.txt', 'w2.pdf.txt']);
    expect(await a.names('filter[cabinet]=yearly')).toEqual(['w2.pdf.txt']);
    expect(await a.names('filter[cabinet]=personnel')).toEqual(['review.txt']);
    expect(await a.names('filter[cabinet]=permanent')).toEqual(['i9.txt']);
    expect(await a.names('filter[cabinet]=payables')).toEqual(['vendor-invoice.txt']);
    expect(await a.names('filter[cabinet]=reports')).toEqual(['old-report.txt', 'pl-report.txt']);
    expect(await a.names('filter[cabinet]=recent-reports')).toEqual(['pl-report.txt']);
    expect((await a.call('GET', 'files?filter[cabinet]=attic')).status).toBe(400);
    // A file is filed by kind later, or taken out; a kind not offered is refused.
    expect((await a.call('PUT', `files/${ids.unfiled}`, { kind: 'yearly' })).body.kind).toBe('yearly');
    expect(await a.names('filter[cabinet]=yearly')).toEqual(['unfiled.txt', 'w2.pdf.txt']);
    expect((await a.call('PUT', `files/${ids.unfiled}`, { kind: null })).body.kind).toBeNull();
    const refused = await a.call('PUT', `files/${ids.unfiled}`, { kind: 'attic' });
    expect(refused.status).toBe(422);
    expect(refused.body[0].field).toBe('kind');
  });

  it('counts its files on its gem', async () => {
    for (const gem_id of [12, 20, 30, 32]) expect((await a.call('POST', 'user-gems', { tab_id: 1, gem_id })).status).toBe(201);
    const board = await a.call('GET', 'user-gems/all?filter[tab_id]=1&expand=figure');
    const figures = new Map((board.body.items as { gem_id: number; figure: unknown }[]).map((g) => [g.gem_id, g.figure]));
    expect([12, 20, 30, 32].map((id) => figures.get(id))).toEqual([{ count: 4 }, { count: 1 }, { count: 1 }, { count: 1 }]);
  });

  it('shows a person without the payroll’s rights none of its files, through a cabinet or any other way', async () => {
    // A clerk of files and vendors: the payables cabinet, not the payroll's.
    const role = await a.call('POST', 'roles', { display_name: 'Payables clerk', rights: { file: ['view', 'create', 'edit', 'delete'], vendor: ['view'] } });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const clerk = as(a.host, (await addUser(a.host, a.owner.authKey, { role_id: role.body.id })).token);
    for (const cabinet of ['payroll', 'yearly', 'personnel', 'permanent']) expect(await clerk.names(`filter[cabinet]=${cabinet}`), cabinet).toEqual([]);
    expect(await clerk.names('filter[cabinet]=payables')).toEqual(['vendor-invoice.txt']);
    expect(await clerk.names('')).toEqual(['loose.txt', 'old-report.txt', 'pl-report.txt', 'vendor-invoice.txt']);
    expect(await clerk.names('filter[linked_to]=employees')).toEqual([]);
    expect(await clerk.names('q=w2')).toEqual([]);
    expect((await clerk.call('GET', 'files/count')).body.count).toBe(4);
    expect((await clerk.call('GET', `files/${ids.w2}`)).status).toBe(404);
    expect((await clerk.call('GET', `files/${ids.w2}/file`)).status).toBe(404);
    expect((await clerk.call('PUT', `files/${ids.w2}`, { display_name: 'mine now' })).status).toBe(404);
    expect((await clerk.call('POST', 'files/zip', { files: [ids.invoice, ids.w2] })).status).toBe(404);
    expect((await clerk.call('POST', 'files/remove', { id: ids.w2, type: 'file' })).status).toBe(404);
    const figures = await clerk.call('POST', 'user-gems', { tab_id: 1, gem_id: 12 });
    expect(figures.status).toBe(201);
    const board = await clerk.call('GET', 'user-gems/all?filter[tab_id]=1&expand=figure');
    expect((board.body.items as { gem_id: number; figure: unknown }[]).find((g) => g.gem_id === 12)?.figure).toEqual({ count: 0 });
    // The storage report counts only what its reader reaches.
    expect((await clerk.call('GET', 'reports/storage-report?by=type')).body.totals.files).toBe(4);
    // The owner still reads them all.
    expect((await a.call('GET', 'files/count')).body.count).toBe(8);
  });
});
