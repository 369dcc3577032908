import { beforeAll, describe, expect, it } from 'vitest';
import { api, makeCompany } from '../support/api';
import { addUser } from '../support/people';
import { getFile, pdfText } from '../support/pdf';

type Company = Awaited<ReturnType<typeof makeCompany>>;
const call = (co: Company, method: string, path: string, token = co.owner.authKey, body?: unknown) => api(method, path, { host: co.host, token, body });
const reportFiles = async (co: Company, cabinet: string, token = co.owner.authKey) =>
  ((await call(co, 'GET', `files?filter[cabinet]=${cabinet}&sort=display_name`, token)).body.items as { display_name: string }[]).map((f) => f.display_name);

/** A person of `co` with a role of these rights. */
async function person(co: Company, rights: Record<string, string[]>) {
  const role = await call(co, 'POST', 'roles', co.owner.authKey, { display_name: `Role ${JSON.stringify(rights)}`, rights });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  return (await addUser(co.host, co.owner.authKey, { role_id: role.body.id })).token;
}

describe('A report saved as a PDF into the Reports filing cabinet (gems 31 and 32)', { timeout: 240_000 }, () => {
  let co: Company;
  beforeAll(async () => {
    co = await makeCompany('rpdf');
  });

  it('files the report’s PDF as a file of kind report, dated today, named by the report and its period', async () => {
    const res = await call(co, 'POST', 'reports/trial-balance/file?date=2026-06-30');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ display_name: 'Trial Balance - As of June 30, 2026.pdf', kind: 'report', extension: 'pdf', content_type: 'application/pdf', linked_to: null });
    expect(res.body.size).toBeGreaterThan(500);
    expect(res.body.storage_key).toBeUndefined();
    // It is in both report cabinets (the last three months' counts by the file's date: today).
    expect(await reportFiles(co, 'reports')).toEqual(['Trial Balance - As of June 30, 2026.pdf']);
    expect(await reportFiles(co, 'recent-reports')).toEqual(['Trial Balance - As of June 30, 2026.pdf']);
    // The file is the report: downloaded, it reads as the PDF the report window exports.
    const kept = await getFile(co, `files/${res.body.id}/file`);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(kept.bytes);
    expect(text).toContain('Trial Balance');
    expect(text).toContain(co.company.name);
    expect(text).toContain('As of June 30, 2026');
    expect(pdfText((await getFile(co, 'reports/trial-balance?date=2026-06-30&format=pdf')).bytes)).toBe(text);
  });

  it('takes the report’s parameters as its GET does, and files only PDFs', async () => {
    const pl = await call(co, 'POST', 'reports/profit-and-loss/file?from=2026-01-01&to=2026-03-31');
    expect(pl.status, JSON.stringify(pl.body)).toBe(201);
    expect(pl.body.display_name).toBe('Profit and Loss - January 1, 2026 to March 31, 2026.pdf');
    const badRange = await call(co, 'POST', 'reports/profit-and-loss/file?from=2026-04-01&to=2026-03-31');
    expect(badRange.status).toBe(400);
    expect((await call(co, 'POST', 'reports/trial-balance/file?format=csv')).status).toBe(400);
    expect((await call(co, 'POST', 'reports/no-such-report/file')).status).toBe(404);
    expect((await call(co, 'POST', 'reports/meta/file')).status).toBe(405);
    // The report itself still answers only GET; its file only POST.
    expect((await call(co, 'POST', 'reports/trial-balance')).status).toBe(405);
    expect((await call(co, 'GET', 'reports/trial-balance/file')).status).toBe(405);
    expect(await reportFiles(co, 'reports')).toEqual(['Profit and Loss - January 1, 2026 to March 31, 2026.pdf', 'Trial Balance - As of June 30, 2026.pdf']);
  });

  it('needs both the report’s reading and the files’ create right; refused, it keeps nothing', async () => {
    const before = (await call(co, 'GET', 'files')).body._meta.totalCount;
    const readsNoFiles = await person(co, { accounts: ['view'], file: ['view'] });
    expect((await call(co, 'POST', 'reports/trial-balance/file?date=2026-06-30', readsNoFiles)).status).toBe(403);
    const filesNoBooks = await person(co, { file: ['view', 'create'] });
    expect((await call(co, 'POST', 'reports/trial-balance/file?date=2026-06-30', filesNoBooks)).status).toBe(403);
    expect((await call(co, 'GET', 'files')).body._meta.totalCount).toBe(before);
    // With both, a clerk files it, and another company never sees it.
    const clerk = await person(co, { accounts: ['view'], file: ['view', 'create'] });
    const filed = await call(co, 'POST', 'reports/trial-balance/file?date=2026-05-31', clerk);
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const other = await makeCompany('rpdf-other');
    expect((await call(other, 'GET', `files/${filed.body.id}`)).status).toBe(404);
    expect(await reportFiles(other, 'reports')).toEqual([]);
  });

  it('is worded in the person’s language', async () => {
    const es = await makeCompany('rpdf-es', 'es');
    const res = await call(es, 'POST', 'reports/trial-balance/file?date=2026-06-30');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.display_name).toBe('Balanza de comprobación - Al 30 de junio de 2026.pdf');
  });
});
