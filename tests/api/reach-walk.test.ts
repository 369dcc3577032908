import { beforeAll, describe, expect, it } from 'vitest';
import { journals as journalsTable } from '@/db/schema';
import { handleApi } from '@/lib/api/handle';
import { app } from '@/lib/api/modules';
import { resources } from '@/lib/api/registry';
import { catalogueOf } from '@/lib/engine/catalogue';
import type { Relation, Resource, Shape } from '@/lib/engine/define';
import { refErrors } from '@/lib/engine/batch';
import { reportParams } from '@/lib/engine/reports';
import type { Company } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser } from '@/lib/users/session-user';
import { PERSONAL_SECTIONS, RIGHTS } from '@/lib/engine/rights';
import { declaredGems, gemById, gemFigure } from '@/lib/workspace/gems';
import { depsFor, fixtures } from '../fixtures/resources';
import { api, makeCompany } from '../support/api';
import { pdfText } from '../support/pdf';
import { addUser } from '../support/people';

/**
 * Issue 35's proof that a record is found one way only (lib/engine/reach.ts): every path the
 * registry declares — each collection's list, its exports and filter values with every expansion,
 * each view and action of a record, each collection action, each report, the gems' figures, each
 * reference a body may carry — walked (a) by a user a record is secured away from and (b) by a
 * role without the view right of a section. Paths are read from the folded modules (the test
 * areas of tests/support/test-modules.ts included), so a path added tomorrow is walked the day it
 * is added; a collection is covered once it has its fixture (tests/fixtures/resources.ts). The
 * company log is walked too: its entries are read only where their records are (its `ownScope`).
 */

/** The number the walk's records are made with: their words carry it (`Sale 8 Narwhal`). */
const N = 8;
/** An id no record has: a secured record must answer as this one does. */
const NONE = 999_999_999;

const all = [...resources.values()];
const SECURED = all.filter((def) => def.features.secure && !catalogueOf(def) && fixtures[def.name]);
/** Sections a role names (the personal ones and the administrators' are not the roles' to give). */
const ADMINS = new Set(['user', 'role', 'terminology', 'settings', 'queue']);
const SECTIONS = [...new Set(all.filter((def) => fixtures[def.name]).map((def) => def.permission))].filter((s) => !PERSONAL_SECTIONS.includes(s) && !ADMINS.has(s));

type Who = { id: number; token: string };
type Answer = { status: number; text: string; json: unknown };

let host: string;
let company: Company;
let companyId: number;
let owner: Who;
/** Staff (Ann) holds the secured records; the accountant (Bob) has every right but is not among their users. */
let ann: Who;
let bob: Who;
const secured: { def: Resource; id: number; markers: string[] }[] = [];

/** A call as `who`, its answer as text (a PDF's as the words pdftotext reads in it). */
async function call(who: Who, method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await handleApi(
    new Request(`http://${host}/api/v1/${path}`, {
      method,
      headers: { host, authorization: `Bearer ${who.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const type = res.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = type.includes('pdf') ? pdfText(bytes) : new TextDecoder().decode(bytes);
  return { status: res.status, text, json: type.includes('json') && text ? JSON.parse(text) : null };
}

/** The markers found in an answer (none, for a path that keeps secured records to their users). */
const leaked = (answer: Answer) => secured.flatMap((s) => s.markers.filter((m) => answer.text.includes(m)).map((m) => `${s.def.name} "${m}"`));

/** Every expansion of a shape, nested two deep (`lines.account`), as `expand=` takes them. */
function expansions(shape: Shape, depth = 2): string[] {
  return Object.entries(shape.expand ?? {}).flatMap(([name, relation]) => [
    name,
    ...(depth > 1 && relation.kind !== 'value' ? expansions(relation.target, depth - 1).map((sub) => `${name}.${sub}`) : []),
  ]);
}
const listPath = (def: Resource, rest = '') => {
  const expand = expansions(def);
  return `${def.name}${rest}?per-page=100${expand.length ? `&expand=${expand.join(',')}` : ''}`;
};

/** Bodies of a collection action naming `id` where its input takes ids: its `ids`, else each `*_id` in a body of its own. */
function bodiesNaming(def: Resource, verb: string, id: number): Record<string, unknown>[] {
  const keys = Object.keys((def.collectionActions![verb].input as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
  return keys.includes('ids') ? [{ ids: [id] }] : keys.filter((key) => key.endsWith('_id')).map((key) => ({ [key]: id }));
}

/** A report's parameters over the whole of the fixtures' year, with `id` for every record it names. */
function reportQuery(report: (typeof app.reports)[number], id: number): string {
  const values = reportParams(report).flatMap((p) => {
    if (p.kind === 'id') return [[p.name, String(id)]];
    if (p.kind === 'year') return [[p.name, '2026']];
    if (p.kind === 'date') return [[p.name, p.name.endsWith('from') ? '2026-01-01' : '2026-12-31']];
    return [];
  });
  return new URLSearchParams(values).toString();
}

beforeAll(async () => {
  const made = await makeCompany('walk');
  host = made.host;
  company = made.company;
  companyId = made.company.id;
  owner = { id: made.owner.id, token: made.owner.authKey };
  ann = await addUser(host, owner.token);
  const roles = (await api('GET', 'roles?per-page=50', { host, token: owner.token })).body.items as { id: number; display_name: string }[];
  bob = await addUser(host, owner.token, { role_id: roles.find((r) => r.display_name === 'Accountant')!.id });
  // Documents wait in the e-mail queue only where mail can go (a server nobody answers at will do).
  await api('PUT', 'mail-settings', { host, token: owner.token, body: { host: '127.0.0.1', port: 9, from_address: 'books@walk.test' } });
  const deps = depsFor(host, owner.token);
  for (const def of SECURED) {
    const id = await fixtures[def.name].create(N, deps);
    const record = (await api('GET', `${def.name}/${id}`, { host, token: owner.token })).body;
    // The record's own words that carry its number: what no path may show to those it is secured from.
    const marker = [fixtures[def.name].searchField, 'memo', 'display_name', 'payee_name'].map((f) => record[f]).find((v) => typeof v === 'string' && v.length >= 6 && new RegExp(`\\b${N}\\b`).test(v));
    expect(marker, `${def.name}: a field of its own words carrying ${N}`).toBeDefined();
    // Its number too, where it is a document's (`INV-0001`): what a print shows of it.
    const number = typeof record.number === 'string' && /[A-Z]/i.test(record.number) && record.number.length >= 4 ? [record.number as string] : [];
    // In the print and e-mail queues, where its collection keeps them (its `queue` action), as its owner would put it.
    if (def.actions?.queue) expect((await api('POST', `${def.name}/${id}/queue`, { host, token: owner.token, body: { print: 1, email: 1 } })).status, def.name).toBe(200);
    expect((await api('PUT', `${def.name}/${id}/secure`, { host, token: owner.token, body: { user_ids: [ann.id] } })).status, def.name).toBe(200);
    secured.push({ def, id, markers: [marker as string, ...number] });
  }
}, 600_000);

describe('(a) a record secured to other users', () => {
  it('has one secured record of each collection that can be secured', () => {
    expect(SECURED.map((d) => d.name)).toEqual(expect.arrayContaining(['customers', 'invoices', 'checks', 'ap-bills', 'journal-entries']));
  });

  it('answers every path naming it as for a record that does not exist (a 404): read, change, delete, each view, each action', async () => {
    for (const { def, id } of secured) {
      // Its users still reach it.
      expect((await call(ann, 'GET', `${def.name}/${id}`)).status, def.name).toBe(200);
      const paths: [string, string][] = [
        ['GET', ''],
        ['GET', '/secure'],
        ['PUT', ''],
        ['DELETE', ''],
        ...Object.keys(def.views ?? {}).map((view): [string, string] => ['GET', `/${view}`]),
        ...Object.keys(def.actions ?? {}).map((verb): [string, string] => ['POST', `/${verb}`]),
        ...(def.features.bookmarks ? [['POST', '/bookmark'] as [string, string]] : []),
        ...(def.features.inactive ? (['inactivate', 'activate'].map((v) => ['POST', `/${v}`]) as [string, string][]) : []),
        ...(def.features.announce ? [['POST', '/announce'] as [string, string]] : []),
      ];
      for (const [method, rest] of paths) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : {};
        const [named, none] = [await call(bob, method, `${def.name}/${id}${rest}`, body), await call(bob, method, `${def.name}/${NONE}${rest}`, body)];
        // A body the action refuses is refused alike (a 422 before any record is read); else a 404.
        expect([named.status, named.json], `${method} ${def.name}/${id}${rest}`).toEqual([none.status, none.json]);
        expect([404, 422], `${method} ${def.name}/${id}${rest}`).toContain(named.status);
      }
    }
  });

  it('shows in no list, export, count or filter value of any collection, with every expansion', async () => {
    for (const def of all) {
      for (const path of [listPath(def), listPath(def, '/all'), `${def.name}/export`, `${def.name}/filter-items`]) {
        const answer = await call(bob, 'GET', path);
        if (answer.status === 403) continue;
        expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
        expect(leaked(answer), path).toEqual([]);
      }
    }
  });

  it('shows in no view of another record', async () => {
    for (const def of all.filter((d) => d.views && !catalogueOf(d))) {
      const listed = await call(bob, 'GET', `${def.name}?per-page=5`);
      if (listed.status !== 200) continue;
      for (const { id } of (listed.json as { items: { id: number }[] }).items) {
        for (const view of Object.keys(def.views!)) {
          const path = `${def.name}/${id}/${view}?from=2026-01-01&to=2026-12-31`;
          expect(leaked(await call(bob, 'GET', path)), path).toEqual([]);
        }
      }
    }
  });

  it('is acted on by no collection action that names it (a print, a batch), nor by one over the whole queue', async () => {
    for (const def of all.filter((d) => d.collectionActions)) {
      for (const verb of Object.keys(def.collectionActions!)) {
        for (const body of [{}, ...secured.flatMap((s) => bodiesNaming(def, verb, s.id))]) {
          const path = `${def.name}/${verb}`;
          const answer = await call(bob, 'POST', path, body);
          expect(answer.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
          expect(leaked(answer), `${path} ${JSON.stringify(body)}`).toEqual([]);
        }
      }
    }
    // What the owner queued or printed stays as it was for the records' users.
    for (const { def, id } of secured) expect((await call(ann, 'GET', `${def.name}/${id}`)).status, def.name).toBe(200);
  });

  it('shows in no report, and a report naming it answers as for a record that does not exist', async () => {
    for (const report of app.reports) {
      const names = reportParams(report).some((p) => p.kind === 'id');
      for (const { def, id } of names ? secured : secured.slice(0, 1)) {
        const path = `reports/${report.name}?${reportQuery(report, id)}`;
        const answer = await call(bob, 'GET', path);
        expect(leaked(answer), path).toEqual([]);
        if (!names) continue;
        const none = await call(bob, 'GET', `reports/${report.name}?${reportQuery(report, NONE)}`);
        const named = reportParams(report).find((p) => p.kind === 'id' && p.collection === def.name);
        if (named) expect([answer.status, answer.json], path).toEqual([none.status, none.json]);
      }
    }
  });

  it('is counted in no gem figure: each list gem counts what its list shows', async () => {
    const placed = (await call(bob, 'GET', 'user-gems/all?expand=figure')).json as { items: { gem_id: number; figure: { count?: number } | null }[] };
    for (const { gem_id, figure } of placed.items) {
      const gem = gemById(declaredGems(), gem_id)!;
      if (gemFigure(gem) !== 'count' || gem.window?.kind !== 'list' || !figure) continue;
      const counted = (await call(bob, 'GET', `${gem.window.resource}/count`)).json as { count: number };
      expect(figure.count, `gem ${gem_id} (${gem.window.resource})`).toBe(counted.count);
    }
  });

  it('is named by no body: each reference to it is refused as one to a record that does not exist', async () => {
    // The engine's check of every reference a create, a change or an import carries (lib/engine/batch.ts).
    const user = (await withTenant(companyId, (tx) => loadUser(tx, { id: bob.id })))!;
    const refusals = (def: Resource, field: string, value: number) =>
      withTenant(companyId, async (tx) => refErrors(def, { tx, company, user, registry: resources }, [{ [field]: field.endsWith('_ids') ? [value] : value }]), { readOnly: true });
    let checked = 0;
    for (const def of all.filter((d) => !d.features.readOnly && !catalogueOf(d))) {
      // The references a body may carry: those of the input (a `refs` entry the input lacks, as an
      // upload's bill set by entering it, is written by the engine alone).
      for (const [field, collection] of Object.entries(def.refs ?? {}).filter(([field]) => field in def.input.shape)) {
        for (const { id } of secured.filter((s) => s.def.name === collection)) {
          const [named, none] = [await refusals(def, field, id), await refusals(def, field, NONE)];
          expect(none, `${def.name}.${field}`).toHaveLength(1);
          expect(named, `${def.name}.${field}`).toEqual(none);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

/** The collections a relation's target may be read through: its own, or those standing on its table. */
function targetSections(target: Shape): string[] {
  if ('permission' in target && 'features' in target) return [(target as Resource).permission];
  return all.filter((def) => def.table === target.table && !catalogueOf(def)).map((def) => def.permission);
}

/** Values of expansions (`path` of relation names) whose every reader is in `section`, found in `items`: records, and values read from them. */
function forbiddenExpansions(shape: Shape, items: Record<string, unknown>[], section: string, path = ''): string[] {
  const found: string[] = [];
  for (const [name, relation] of Object.entries(shape.expand ?? {}) as [string, Relation][]) {
    if (relation.kind === 'value') {
      // A value read from records of the section (`vendorName`, `accountName`) names nothing there.
      const from = relation.from ? targetSections(relation.from) : [];
      if (from.length && from.every((s) => s === section) && items.some((item) => item[name] !== null && item[name] !== undefined)) found.push(`${path}${name}`);
      continue;
    }
    const readers = targetSections(relation.target);
    const values = items.flatMap((item) => {
      const value = item[name];
      return value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
    }) as Record<string, unknown>[];
    if (readers.length && readers.every((s) => s === section) && values.length) found.push(`${path}${name}`);
    else found.push(...forbiddenExpansions(relation.target, values, section, `${path}${name}.`));
  }
  return found;
}

describe('(b) a role without the view right of a section', () => {
  beforeAll(async () => {
    // One record of every collection, secured to nobody: what the walk looks for where the role may not look.
    const deps = depsFor(host, owner.token);
    for (const def of all.filter((d) => fixtures[d.name])) await fixtures[def.name].create(N + 1, deps);
  }, 600_000);

  it.each(SECTIONS)('without %s: reached through no other collection, expansion, queue, journal or gem', async (section) => {
    const role = await api('POST', 'roles', { host, token: owner.token, body: { display_name: `Without ${section} ${Math.random().toString(36).slice(2, 6)}`, rights: { '*': [...RIGHTS], [section]: [] } } });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const clerk = await addUser(host, owner.token, { role_id: role.body.id });
    const hidden = new Set(all.filter((d) => d.permission === section).map((d) => d.name));
    // The source type the journals of its documents name (a document's definition carries it). A
    // journal entry's own lines are the ledger's: read with the accounts' right, not the entries'.
    const hiddenSources = new Set(all.filter((d) => hidden.has(d.name) && d.table !== journalsTable).flatMap((d) => (d as { document?: { sourceType: string } }).document?.sourceType ?? []));

    for (const def of all) {
      const answer = await call(clerk, 'GET', listPath(def));
      if (hidden.has(def.name)) {
        expect(answer.status, def.name).toBe(403);
        continue;
      }
      if (answer.status === 403) continue;
      expect(answer.status, `${def.name}: ${answer.text.slice(0, 200)}`).toBe(200);
      const items = (answer.json as { items: Record<string, unknown>[] }).items;
      // No expansion answers records of the section; no row names itself one of its collections (a queue's).
      expect(forbiddenExpansions(def, items, section), def.name).toEqual([]);
      expect(items.filter((i) => typeof i.collection === 'string' && hidden.has(i.collection)).map((i) => i.collection), def.name).toEqual([]);
      // No journal posted by one of its documents, and none of such a journal's lines.
      expect(items.filter((i) => typeof i.source_type === 'string' && hiddenSources.has(i.source_type)).map((i) => i.source_type), def.name).toEqual([]);
    }
    const journals = new Set(((await call(owner, 'GET', 'journal-entries/all')).json as { items: { id: number; source_type: string }[] }).items.filter((j) => hiddenSources.has(j.source_type)).map((j) => j.id));
    for (const lines of ['journal-view', 'transaction']) {
      const answer = await call(clerk, 'GET', `${lines}/all`);
      if (answer.status !== 200) continue;
      expect((answer.json as { items: { journal_id: number }[] }).items.filter((l) => journals.has(l.journal_id)).length, lines).toBe(0);
    }

    // A gem shows no figure of a list the role may not see, nor the cash without the accounts.
    const placed = (await call(clerk, 'GET', 'user-gems/all?expand=figure')).json as { items: { gem_id: number; figure: unknown }[] };
    for (const { gem_id, figure } of placed.items) {
      const gem = gemById(declaredGems(), gem_id)!;
      const list = gem.window?.kind === 'list' ? resources.get(gem.window.resource) : undefined;
      const reads = [list?.permission, gemFigure(gem) === 'cash' ? resources.get('accounts')!.permission : undefined];
      if (reads.includes(section)) expect(figure, `gem ${gem_id}`).toBeNull();
    }

    // A report of the section's collections is refused.
    for (const report of app.reports.filter((r) => resources.get(r.permission)!.permission === section)) {
      expect((await call(clerk, 'GET', `reports/${report.name}?${reportQuery(report, 1)}`)).status, report.name).toBe(403);
    }
  });
});
