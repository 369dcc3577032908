import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { goals } from '@/db/schema';
import { app, MODULES } from '@/lib/api/modules';
import { resources } from '@/lib/api/registry';
import { jobHandlers } from '@/lib/api/jobs';
import { defineResource } from '@/lib/engine/define';
import { text } from '@/lib/engine/fields';
import { opens } from '@/lib/engine/gems';
import { defineModule, foldModules } from '@/lib/engine/module';
import { defineReport } from '@/lib/engine/reports';
import { reports } from '@/lib/api/report-registry';
import { TESTBED_GEM } from '../fixtures/probe-module';
import { booksCompany } from '../support/books';
import { isTestModule, TEST_MODULES } from '../support/test-modules';
import { defaultTerms } from '@/lib/terminology/defaults';
import { declaredGems } from '@/lib/workspace/gems';
import { queueTabsOf } from '@/lib/workspace/hubs';
import { windowWidth } from '@/lib/workspace/window-widths';

/** A throwaway area, declared only here: one entity, a job, a section of its own, a view on another area's collection. */
const probe = defineResource({
  name: 'probe-goals',
  table: goals,
  input: z.object({ display_name: text('Goal', { required: true }) }),
  columns: ['display_name'],
  search: ['display_name'],
  titleField: 'display_name',
  terminology: 'goal',
  permission: 'probe',
  features: {},
});
const probeReport = defineReport({ name: 'probe-report', permission: 'probe-goals', params: z.object({}), run: async () => ({ rows: [] }), columns: [{ key: 'display_name', kind: 'text' }], period: 'as-of' });
const probeModule = defineModule({
  name: 'probe',
  resources: [probe],
  reports: [probeReport],
  jobs: { 'probe-job': { run: async () => {} } },
  permissions: ['probe'],
  views: { customers: { 'probe/pdf': async () => ({ data: 'probe' }) } },
  terms: { probe_goal: { en: ['Probe Goal', 'Probe Goals', 'a'], es: ['Meta de prueba', 'Metas de prueba', 'una'] } },
  hubs: [{ tabs: ['probe-goals', 'customers'] }],
  windows: { 'probe-goals': { width: 777, form: 'payment', queued: true } },
  // A gem of its own in the crm section, and one in the time section, declared before it.
  gems: { time: [{ id: 9901, window: opens.list('probe-goals') }], crm: [{ id: 9902, window: null }] },
});

describe('areas that declare themselves', () => {
  it('a module declared anywhere is folded in: its collection, its job, its section, its view on another collection', () => {
    const folded = foldModules([...MODULES, probeModule]);
    expect(folded.resources.map((r) => r.name)).toContain('probe-goals');
    expect(folded.sections).toContain('probe');
    expect(Object.keys(folded.jobs)).toContain('probe-job');
    const customers = folded.resources.find((r) => r.name === 'customers')!;
    expect(Object.keys(customers.views ?? {})).toEqual(expect.arrayContaining(['statement/pdf', 'probe/pdf']));
    // The roles' catalogue of sections is made from every module's, the probe's too.
    expect(folded.resources.some((r) => r.name === 'permissions')).toBe(true);
    expect(app.sections).not.toContain('probe');
    expect(folded.reports.map((r) => r.name)).toContain('probe-report');
    // Its terms join the default terminology, which the company's words may rename.
    expect(folded.terms.es.probe_goal).toEqual({ singular: 'Meta de prueba', plural: 'Metas de prueba', article: 'una' });
    expect(Object.keys(folded.terms.en)).toEqual([...Object.keys(app.terms.en), 'probe_goal']);
    const renames = folded.resources.find((r) => r.name === 'terminologies')!;
    expect(renames.input.safeParse({ name: 'probe_goal', singular: 'Aim', plural: 'Aims' }).success).toBe(true);
    expect(app.terms.en.probe_goal).toBeUndefined();
    // Its hub is on the desk the browser is handed, after the app's (customers stay crm's own list).
    expect(folded.desk.hubs.at(-1)).toEqual({ tabs: ['probe-goals', 'customers'] });
    expect(folded.desk.hubs.slice(0, -1)).toEqual(app.desk.hubs);
    expect(folded.desk.windows['probe-goals']).toEqual({ width: 777, form: 'payment', queued: true });
    expect(queueTabsOf(folded.desk.windows)).toEqual([...queueTabsOf(app.desk.windows), 'probe-goals']);
    expect(windowWidth(folded.desk.windows, 'list', 'probe-goals')).toBe(777);
    expect(windowWidth(app.desk.windows, 'list', 'probe-goals')).toBe(1000);
    // Its gems stand at the end of their sections, every other gem keeping its place.
    const ids = (gems: { id: number }[]) => gems.map((g) => g.id);
    const at = (id: number) => ids(folded.desk.gems).indexOf(id);
    expect(ids(folded.desk.gems.filter((g) => g.section === 5)).at(-1)).toBe(9902);
    expect(ids(folded.desk.gems.filter((g) => g.section === 11)).at(-1)).toBe(9901);
    expect(at(9902)).toBeLessThan(at(9901));
    expect(ids(folded.desk.gems).filter((id) => id < 9900)).toEqual(ids(app.desk.gems));
    expect(folded.desk.gems.find((g) => g.id === 9901)).toEqual({ id: 9901, section: 11, window: { kind: 'list', resource: 'probe-goals' } });
  });

  it('refuses a collection, a job, a section, a report, a term, a hub, a window or a gem declared twice', () => {
    expect(() => foldModules([...MODULES, probeModule, { ...probeModule, jobs: {}, permissions: [], views: {}, terms: {}, hubs: [], windows: {}, gems: {} }])).toThrow('Collection "probe-goals" is declared twice.');
    expect(() => foldModules([...MODULES, probeModule, { name: 'again', resources: [], jobs: probeModule.jobs }])).toThrow('Job "probe-job" is declared twice.');
    expect(() => foldModules([...MODULES, probeModule, { name: 'again', resources: [], permissions: ['probe'] }])).toThrow('Permission section "probe" is declared twice.');
    expect(() => foldModules([{ name: 'lost', resources: [], views: { nowhere: {} } }])).toThrow('"nowhere"');
    expect(() => foldModules([...MODULES, probeModule, { name: 'again', resources: [], reports: [probeReport] }])).toThrow('Report "probe-report" is declared twice.');
    expect(() => foldModules([...MODULES, probeModule, { name: 'again', resources: [], terms: probeModule.terms }])).toThrow('Term "probe_goal" is declared twice.');
    expect(() => foldModules([...MODULES, probeModule, { name: 'again', resources: [], hubs: probeModule.hubs }])).toThrow('Hub "probe-goals" is declared twice.');
    expect(() => foldModules([...MODULES, probeModule, { name: 'again', resources: [], windows: probeModule.windows }])).toThrow('Window of "probe-goals" is declared twice.');
    expect(() => foldModules([...MODULES, probeModule, { name: 'again', resources: [], gems: { tools: [{ id: 9901, window: null }] } }])).toThrow('Gem "9901" is declared twice.');
    expect(() => foldModules([...MODULES, { name: 'again', resources: [], gems: { crm: [{ id: 34, window: null }] } }])).toThrow('Gem "34" is declared twice.');
    // A section is one of the spec's (a module written without the types).
    expect(() => foldModules([{ name: 'lost', resources: [], gems: JSON.parse('{"stock": []}') }])).toThrow('section "stock"');
    // A report needs the view right of a collection some module declares.
    expect(() => foldModules([...MODULES, { name: 'lost', resources: [], reports: [{ ...probeReport, permission: 'nowhere' }] }])).toThrow('"nowhere"');
  });

  it('the registry the generic suites walk, and the queue’s handlers, are the fold of the app’s modules and nothing else', () => {
    expect([...resources.keys()]).toEqual(app.resources.map((r) => r.name));
    const declared = MODULES.flatMap((m) => [...m.resources, ...(m.settings ?? [])].map((r) => r.name));
    expect([...resources.keys()]).toEqual(expect.arrayContaining(declared));
    expect([...reports.keys()]).toEqual(MODULES.flatMap((m) => (m.reports ?? []).map((r) => r.name)));
    expect(defaultTerms()).toBe(app.terms);
    expect(declaredGems()).toBe(app.desk.gems);
    // The print and e-mail queues' tabs, in the spec's order, are the sales documents' windows.
    expect(queueTabsOf(app.desk.windows)).toEqual(['estimates', 'invoices', 'ar-sales-receipts', 'credit-memos', 'return-items']);
    expect(Object.keys(jobHandlers).sort()).toEqual(MODULES.flatMap((m) => Object.keys(m.jobs ?? {})).sort());
    // Every area of lib/modules declares itself in an index.ts, and each is in the list, by its folder's name.
    const areas = readdirSync(join(process.cwd(), 'lib/modules')).filter((area) => existsSync(join(process.cwd(), 'lib/modules', area, 'index.ts')));
    expect(areas.length).toBeGreaterThan(10);
    expect(MODULES.filter((m) => !isTestModule(m)).map((m) => m.name).sort()).toEqual(areas.sort());
  });

  it('the test areas are folded into the test runs’ app only: the shipped list never holds them', async () => {
    expect(MODULES.filter(isTestModule).map((m) => m.name)).toEqual(TEST_MODULES.map((t) => t.module.name));
    expect([...resources.keys()]).toEqual(expect.arrayContaining(['testbed-items', 'testbed-receipts']));
    const shipped = await vi.importActual<typeof import('@/lib/api/modules')>('@/lib/api/modules');
    expect(shipped.MODULES.some(isTestModule)).toBe(false);
    expect(shipped.app.resources.map((r) => r.name)).not.toContain('testbed-items');
  });

  it('a test area’s gem is in the catalogue, on a new user’s tab of its section and counts its records, with no central file edited', async () => {
    const books = await booksCompany('testbed-gem');
    const catalogue = await books.call('GET', 'gems/all?filter[section]=3');
    expect(catalogue.body.items.map((g: { id: number }) => g.id).sort((x: number, y: number) => x - y)).toEqual([36, 38, TESTBED_GEM]);
    expect(catalogue.body.items.find((g: { id: number }) => g.id === TESTBED_GEM)).toMatchObject({ id: TESTBED_GEM, title: `#${TESTBED_GEM}`, available: 1, window: { kind: 'list', resource: 'testbed-items' } });
    await books.call('POST', 'testbed-items', { display_name: 'Widget Plover' });
    // The Assets tab (6) of the owner, who signed up after the gem was declared.
    const assets = await books.call('GET', 'user-gems/all?filter[tab_id]=6&sort=position&expand=figure');
    expect(assets.body.items.map((g: { gem_id: number; figure: unknown }) => [g.gem_id, g.figure])).toEqual([[38, { count: 0 }], [36, { count: 0 }], [TESTBED_GEM, { count: 1 }]]);
    // It may be placed on another tab as any gem; an id no module declares may not.
    expect((await books.call('POST', 'user-gems', { tab_id: 1, gem_id: TESTBED_GEM })).status).toBe(201);
    expect((await books.call('POST', 'user-gems', { tab_id: 1, gem_id: 9999 })).status).toBe(422);
  }, 90_000);
});
