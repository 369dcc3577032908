import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@/lib/api/registry';
import { DEFAULT_ROLES } from '@/lib/auth/permissions';
import { PERSONAL_SECTIONS } from '@/lib/engine/rights';
import { app } from '@/lib/api/modules';
import { catalogueOf } from '@/lib/engine/catalogue';
import { depsFor, fixtures } from '../fixtures/resources';
import { api, makeCompany } from '../support/api';

type Company = Awaited<ReturnType<typeof makeCompany>>;
let co: Company;
const roleIds: Record<string, number> = {};
let reader: { id: number; authKey: string };
let staff: { authKey: string };

const asOwner = (method: string, path: string, body?: unknown) => api(method, path, { host: co.host, token: co.owner.authKey, body });

/** A user of `co` with a role, and their key (read back as an administrator reads it: keys are shown at login only). */
async function userWith(role: number, name: string) {
  const email = `${name.replace(/\W/g, '').toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@roles.test`;
  const made = await asOwner('POST', 'users', { display_name: name, email, password: 'long-enough-1', role_id: role });
  expect(made.status).toBe(201);
  const login = await api('POST', 'site/login', { host: co.host, body: { email, password: 'long-enough-1' } });
  expect(login.status).toBe(200);
  return { id: made.body.id as number, authKey: login.body.auth_key as string };
}

beforeAll(async () => {
  co = await makeCompany('roles');
  const listed = (await asOwner('GET', 'roles?per-page=50')).body.items as { id: number; display_name: string }[];
  for (const r of DEFAULT_ROLES) roleIds[r.kind] = listed.find((l) => l.display_name === r.name)!.id;
  reader = await userWith(roleIds.read_only, 'Reader');
  staff = await userWith(roleIds.staff, 'Staffer');
});

describe('roles', () => {
  it('a new company starts with the five default roles; its owner has the owner role', async () => {
    const listed = (await asOwner('GET', 'roles')).body.items.map((r: { display_name: string }) => r.display_name);
    expect(listed.sort()).toEqual(DEFAULT_ROLES.map((r) => r.name).sort());
    expect((await asOwner('GET', `users/${co.owner.id}`)).body).toMatchObject({ role_id: roleIds.owner, is_admin: true });
  });

  it('the migrations give existing companies the same default roles as sign-up does (0026, and the later changes of a default role)', () => {
    const sql = readFileSync('db/migrations/0026_roles.sql', 'utf8');
    // Later migrations change a default role as sign-up changes it: rights added to the kind's, its English description replaced.
    const later = readdirSync('db/migrations').filter((f) => f.endsWith('.sql') && f > '0026_roles.sql').sort().map((f) => readFileSync(`db/migrations/${f}`, 'utf8')).join('\n');
    for (const role of DEFAULT_ROLES) {
      const row = new RegExp(`\\('${role.kind}', '${role.name}', '([^']*)', (true|false), '([^']*)'\\)`).exec(sql);
      expect(row, role.kind).not.toBeNull();
      let [description, rights] = [row![1], JSON.parse(row![3])];
      for (const [, json] of later.matchAll(new RegExp(`UPDATE "roles" SET "rights" = "rights" \\|\\| '([^']*)'::jsonb WHERE "kind" = '${role.kind}'`, 'g'))) rights = { ...rights, ...JSON.parse(json) };
      for (const [, to, from] of later.matchAll(new RegExp(`UPDATE "roles" SET "description" = '([^']*)' WHERE "kind" = '${role.kind}' AND "description" = '([^']*)'`, 'g'))) if (from === description) description = to;
      expect([description, row![2] === 'true', rights]).toEqual([role.description, role.isAdmin, role.rights]);
    }
  });

  it("a user made from the form with no language chosen (its empty choice) gets English, and a role", async () => {
    const made = await asOwner('POST', 'users', { display_name: 'No Language', email: `nolang.${Date.now()}@roles.test`, password: 'long-enough-1', locale: '' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ locale: 'en', role_id: roleIds.staff, is_admin: false });
    expect((await asOwner('POST', 'users', { display_name: 'Bad Language', email: `badlang.${Date.now()}@roles.test`, password: 'long-enough-1', locale: 'fr' })).status).toBe(422);
  });

  it('every resource names a known permission section', () => {
    const known = new Set<string>([...app.sections, ...PERSONAL_SECTIONS]);
    for (const def of resources.values()) expect(known, def.name).toContain(def.permission);
  });

  it('refuses rights in a section that does not exist, and a right that does not exist', async () => {
    const bad = await asOwner('POST', 'roles', { display_name: 'Bad', rights: { nowhere: ['view'] } });
    expect(bad.status).toBe(422);
    expect(bad.body[0].field).toBe('rights');
    expect((await asOwner('POST', 'roles', { display_name: 'Bad 2', rights: { invoice: ['fly'] } })).status).toBe(422);
  });

  it('only administrators manage roles; everyone reads them', async () => {
    expect((await api('POST', 'roles', { host: co.host, token: staff.authKey, body: { display_name: 'Mine' } })).status).toBe(403);
    expect((await api('GET', 'roles', { host: co.host, token: staff.authKey })).status).toBe(200);
  });

  it("a changed role holds from the user's next request, and the role's administrator flag follows to its users", async () => {
    const custom = await asOwner('POST', 'roles', { display_name: 'Invoices only', rights: { invoice: ['view', 'create'] } });
    const clerk = await userWith(custom.body.id, 'Clerk');
    const as = (method: string, path: string, body?: unknown) => api(method, path, { host: co.host, token: clerk.authKey, body });
    expect((await as('GET', 'invoices')).status).toBe(200);
    const refused = await as('GET', 'customers');
    // Refused with the message's code, which the windows say in the person's language (errors.notAllowed).
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([403, 'notAllowed', 'You are not allowed to perform this action.']);
    expect((await asOwner('PUT', `roles/${custom.body.id}`, { rights: { invoice: ['view'], customer: ['view'] } })).status).toBe(200);
    expect((await as('GET', 'customers')).status).toBe(200);
    expect((await asOwner('PUT', `roles/${custom.body.id}`, { is_admin: 1 })).status).toBe(200);
    expect((await asOwner('GET', `users/${clerk.id}`)).body.is_admin).toBe(true);
  });

  it('a role given to a user cannot be deleted; the only administrator role cannot lose its flag', async () => {
    expect((await asOwner('DELETE', `roles/${roleIds.read_only}`)).status).toBe(422);
    const alone = await makeCompany('roles-alone');
    const ownerRole = (await api('GET', `users/${alone.owner.id}`, { host: alone.host, token: alone.owner.authKey })).body.role_id;
    const demoted = await api('PUT', `roles/${ownerRole}`, { host: alone.host, token: alone.owner.authKey, body: { is_admin: 0 } });
    expect(demoted.status).toBe(422);
    expect(demoted.body[0].field).toBe('is_admin');
    expect((await api('GET', `users/${alone.owner.id}`, { host: alone.host, token: alone.owner.authKey })).body.is_admin).toBe(true);
  });

  it('a role without the print right cannot print checks', async () => {
    const noPrint = await asOwner('POST', 'roles', { display_name: 'No printing', rights: { '*': ['view', 'create', 'edit'] } });
    const clerk = await userWith(noPrint.body.id, 'Clerk Two');
    const print = await api('POST', 'checks/print', { host: co.host, token: clerk.authKey, body: { ids: [1] } });
    expect(print.status).toBe(403);
  });

  it('a report needs the view right of the collection it reads: no books without the accounts, no aging without the invoices', async () => {
    const billing = await asOwner('POST', 'roles', { display_name: `Billing only ${Math.random().toString(36).slice(2, 6)}`, rights: { invoice: ['view', 'create'], customer: ['view'] } });
    expect(billing.status).toBe(201);
    const clerk = await userWith(billing.body.id, 'Billing Clerk');
    const read = (report: string, format = 'json') => api('GET', `reports/${report}?date=2026-06-30&format=${format}`, { host: co.host, token: clerk.authKey });
    // Each report of the books, and the payables and deposits ones, in every format.
    for (const report of ['trial-balance', 'balance-sheet', 'chart-of-accounts', 'payables-aging', 'open-payables', 'undeposited-funds']) {
      for (const format of ['json', 'csv', 'pdf']) expect((await read(report, format)).status, `${report} as ${format}`).toBe(403);
    }
    expect((await api('GET', 'reports/income-vs-expense?year=2026', { host: co.host, token: clerk.authKey })).status).toBe(403);
    // The spec's own path for open payables goes through the same check.
    expect((await api('GET', 'payables', { host: co.host, token: clerk.authKey })).status).toBe(403);
    expect((await read('receivables-aging')).status).toBe(200);
    expect((await read('open-receivables')).status).toBe(200);
    // Read-only reads every report.
    expect((await api('GET', 'reports/trial-balance?date=2026-06-30', { host: co.host, token: reader.authKey })).status).toBe(200);
  });
});

/**
 * The cross-role suite: a read-only user gets 403 on every write of every resource (create,
 * change, delete, activate/inactivate, announce and every declared action), and reads them all.
 */
describe.each([...resources.keys()].filter((name) => !catalogueOf(resources.get(name)!) && !PERSONAL_SECTIONS.includes(resources.get(name)!.permission)))(
  'the %s, for a read-only user',
  (name) => {
    let id: number;
    const asReader = (method: string, path: string, body?: unknown) => api(method, `${name}${path}`, { host: co.host, token: reader.authKey, body });

    beforeAll(async () => {
      id = await fixtures[name].create(1, depsFor(co.host, co.owner.authKey));
    });

    it("is listed and read (the job queue is for administrators only; private records are their owner's)", async () => {
      const adminsOnly = resources.get(name)!.permission === 'queue';
      expect((await asReader('GET', '')).status).toBe(adminsOnly ? 403 : 200);
      expect([adminsOnly ? 403 : 200, 404]).toContain((await asReader('GET', `/${id}`)).status);
    });

    it('is a 403 to create, change, delete or act on, and nothing changes', async () => {
      const def = resources.get(name)!;
      const fixture = fixtures[name];
      const before = (await api('GET', `${name}/${id}`, { host: co.host, token: co.owner.authKey })).body;
      if (!def.features.readOnly) {
        expect((await asReader('POST', '', {})).status).toBe(403);
        expect((await asReader('PUT', `/${id}`, fixture.update ? { [fixture.update.field]: fixture.update.value } : {})).status).toBe(403);
        expect((await asReader('DELETE', `/${id}`)).status).toBe(403);
      }
      const verbs = [...(def.features.inactive ? ['inactivate', 'activate'] : []), ...(def.features.announce ? ['announce'] : []), ...Object.entries(def.actions ?? {}).filter(([, a]) => (a.permission ?? 'edit') !== 'view').map(([v]) => v)];
      for (const verb of verbs) expect((await asReader('POST', `/${id}/${verb}`, {})).status, verb).toBe(403);
      for (const [verb, spec] of Object.entries(def.collectionActions ?? {})) {
        if ((spec.permission ?? 'edit') !== 'view') expect((await asReader('POST', `/${verb}`, {})).status, verb).toBe(403);
      }
      expect((await api('GET', `${name}/${id}`, { host: co.host, token: co.owner.authKey })).body).toEqual(before);
    });
  },
);

/**
 * Payroll is not staff's (docs/decisions.md, Issue 40 continued): the default staff role has no
 * right in the payroll section, so each payroll collection, its actions and its reports are a 403
 * to staff, while their own time worked stays theirs; an administrator and the accountant keep it.
 */
describe.each([...resources.keys()].filter((name) => resources.get(name)!.permission === 'payroll'))('the %s, for staff', (name) => {
  let id: number;
  const asStaff = (method: string, path: string, body?: unknown) => api(method, `${name}${path}`, { host: co.host, token: staff.authKey, body });

  beforeAll(async () => {
    // The read-only suite made its first in this company already.
    id = await fixtures[name].create(2, depsFor(co.host, co.owner.authKey));
  });

  it('is a 403 to list, read, create, change, delete or act on; the accountant reads it', async () => {
    expect((await asStaff('GET', '')).status).toBe(403);
    expect((await asStaff('GET', `/${id}`)).status).toBe(403);
    expect((await asStaff('POST', '', {})).status).toBe(403);
    expect((await asStaff('PUT', `/${id}`, {})).status).toBe(403);
    expect((await asStaff('DELETE', `/${id}`)).status).toBe(403);
    for (const verb of Object.keys(resources.get(name)!.actions ?? {})) expect((await asStaff('POST', `/${id}/${verb}`, {})).status, verb).toBe(403);
    const accountant = await userWith(roleIds.accountant, `Accountant for ${name}`);
    expect((await api('GET', `${name}/${id}`, { host: co.host, token: accountant.authKey })).status).toBe(200);
  });
});

describe('payroll and staff', () => {
  it("the payroll reports are a 403 to staff; staff still record their own time worked", async () => {
    expect((await api('GET', 'reports/payroll-liabilities?from=2026-01-01&to=2026-12-31', { host: co.host, token: staff.authKey })).status).toBe(403);
    expect((await api('GET', 'reports/payroll-liabilities?from=2026-01-01&to=2026-12-31', { host: co.host, token: reader.authKey })).status).toBe(200);
    const employee = (await asOwner('POST', 'employees', { display_name: 'Staff Timekeeper' })).body.id;
    expect((await api('POST', 'time-worked', { host: co.host, token: staff.authKey, body: { employee_id: employee, date: '2026-06-01', hours: '8' } })).status).toBe(201);
  });
});
