import { describe, expect, it } from 'vitest';
import { folderOf, importGraph, libFolders, sources, importsOf } from '../support/imports';

/**
 * Dependencies point one way (DESIGN.md): app -> components -> lib/api -> lib/modules ->
 * lib/engine -> db. Inside lib/ every folder (and every file directly under lib/, and every area
 * of lib/modules) stands on one band below; a folder imports only folders of lower bands, never
 * one of its own band nor above. A new folder of lib/ fails the first test until it is placed.
 */
const BANDS: { holds: string; folders: string[] }[] = [
  {
    holds: 'primitives: import nothing else of lib/',
    folders: ['lib/cache', 'lib/cipher', 'lib/clients', 'lib/env', 'lib/format', 'lib/logging', 'lib/bank-files', 'lib/money', 'lib/money-words', 'lib/pdf', 'lib/time-zones', 'lib/users'],
  },
  { holds: 'services on the primitives', folders: ['lib/net', 'lib/providers', 'lib/storage', 'lib/tenant', 'lib/tools', 'lib/typed-dates'] },
  { holds: 'the engine: knows no entity', folders: ['lib/engine'] },
  { holds: 'shared services on the engine', folders: ['lib/forms', 'lib/jobs', 'lib/settings', 'lib/terminology', 'lib/translator'] },
  { holds: 'sign-in, sessions and rights', folders: ['lib/auth'] },
  { holds: 'services that sign or check rights', folders: ['lib/mail', 'lib/reports'] },
  { holds: "the desktop's shape (gems, dock, windows), over the report sources", folders: ['lib/workspace'] },
  // The areas, the ledger at the bottom: each may use the areas below it, never one above.
  { holds: 'areas that use no other area', folders: ['lib/modules/books', 'lib/modules/files', 'lib/modules/settings', 'lib/modules/tools'] },
  { holds: "the user's workspace (dashboard figures read the books)", folders: ['lib/modules/workspace'] },
  { holds: 'users and roles, messages (a new user gets the default gems, a message its notification)', folders: ['lib/modules/messaging', 'lib/modules/platform'] },
  { holds: 'contacts (employees are users)', folders: ['lib/modules/crm'] },
  { holds: "inventory (items, stock and its ledger over contacts and the books; sales sell its items); time worked, mileage and time off (employees' time; billing it is a sub-ledger on the books)", folders: ['lib/modules/inventory', 'lib/modules/time'] },
  { holds: 'areas over contacts and the books (invoices sell stock and bill time)', folders: ['lib/modules/jobs', 'lib/modules/sales'] },
  { holds: "calendar and tasks (recurrence rules as sales' schedules use them, reminders as messages)", folders: ['lib/modules/calendar'] },
  { holds: "payables (bills take sales' terms and lines)", folders: ['lib/modules/payables'] },
  { holds: 'banking (checks pay bills, deposits take funds received)', folders: ['lib/modules/banking'] },
  { holds: "payroll (pay runs over employees' time and the books; paychecks are banking's checks)", folders: ['lib/modules/payroll'] },
  { holds: 'bank statements (matched to the books, made into checks and deposits, reconciled)', folders: ['lib/modules/statements'] },
  { holds: 'the entries: HTTP and server actions', folders: ['lib/actions', 'lib/api'] },
];

/** Imports against the bands, each kept for a reason (`from -> to`, files). */
const EXCEPTIONS: Record<string, string> = {
  // A new company starts with each area's starting data, composed here as db/seed.ts composes the
  // demo; once areas declare their starting data in their module definition, a fold replaces these.
  'lib/auth/signup.ts -> lib/modules/books/chart.ts': 'sign-up composes the areas',
  'lib/auth/signup.ts -> lib/modules/sales/defaults.ts': 'sign-up composes the areas',
  'lib/auth/signup.ts -> lib/modules/payroll/defaults.ts': 'sign-up composes the areas',
  'lib/auth/signup.ts -> lib/modules/workspace/user-gems.ts': 'sign-up composes the areas',
  // Paying a batch of bills writes checks through banking's check document, while a check applies
  // itself to bills through payables' applications: the action belongs with the checks, and moves
  // there with the areas' module definitions.
  'lib/modules/payables/pay-bills.ts -> lib/modules/banking/checks.ts': 'paying bills writes checks',
};

/** What lib/ may import from outside it: the database (not its seed, which composes lib/), the message catalogues, the locales. */
const OUTSIDE_LIB = [/^db\/(?!seed)/, /^messages\/\w+\.json$/, /^i18n\/locales$/];

/** The older rules outside lib/: each layer names the layers it must never import. */
const RULES: { layer: string; never: string[]; except?: string[] }[] = [
  { layer: 'components/', never: ['app/'] },
  // Inside components/, one way (issue 36): the shared base (API calls, toasts, dialogs, the desktop
  // context) <- the data layer and its inputs <- the windows and views <- the workspace shell.
  { layer: 'components/base/', never: ['components/data/', 'components/windows/', 'components/calendar/', 'components/workspace/'] },
  { layer: 'components/data/', never: ['components/windows/', 'components/calendar/', 'components/workspace/'] },
  { layer: 'components/windows/', never: ['components/workspace/'] },
  { layer: 'components/calendar/', never: ['components/workspace/'] },
  // The demo seed composes a company through the API's registry, as the app does.
  { layer: 'db/', never: ['lib/modules/', 'lib/api/', 'lib/engine/', 'components/', 'app/'], except: ['db/seed.ts'] },
];

const band = new Map(BANDS.flatMap((b, i) => b.folders.map((folder) => [folder, i] as const)));

describe('the layers of the code', () => {
  it('places every folder of lib/ on exactly one band', () => {
    const placed = BANDS.flatMap((b) => b.folders);
    expect(placed.filter((folder, i) => placed.indexOf(folder) !== i)).toEqual([]);
    expect(libFolders().filter((folder) => !band.has(folder))).toEqual([]);
    expect(placed.filter((folder) => !libFolders().includes(folder))).toEqual([]);
  });

  it('lets a folder of lib/ import only folders of lower bands', () => {
    const wrong = [...importGraph()].flatMap(([file, targets]) =>
      targets
        .filter((target) => folderOf(target) !== folderOf(file) && !(band.get(folderOf(target))! < band.get(folderOf(file))!))
        .map((target) => `${file} -> ${target}`)
        .filter((edge) => !(edge in EXCEPTIONS)),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps no exception that the code no longer needs', () => {
    const edges = new Set([...importGraph()].flatMap(([file, targets]) => targets.map((target) => `${file} -> ${target}`)));
    expect(Object.keys(EXCEPTIONS).filter((edge) => !edges.has(edge))).toEqual([]);
  });

  it('lets lib/ import from outside it only the database, the messages and the locales', () => {
    const wrong = sources('lib').flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith('lib/') && !OUTSIDE_LIB.some((allowed) => allowed.test(target)))
        .map((target) => `${file} -> ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  for (const rule of RULES) {
    it(`${rule.layer} imports none of ${rule.never.join(', ')}`, () => {
      const wrong = sources(rule.layer.replace(/\/$/, ''))
        .filter((file) => !rule.except?.includes(file))
        .flatMap((file) => importsOf(file).filter((target) => rule.never.some((layer) => target.startsWith(layer))).map((target) => `${file} -> ${target}`));
      expect(wrong).toEqual([]);
    });
  }

  it('has no import cycle among the files of lib/, lazy imports counted', () => {
    const graph = importGraph();
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const cycles: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      path.push(file);
      for (const target of graph.get(file) ?? []) {
        if (state.get(target) === 'open') cycles.push([...path.slice(path.indexOf(target)), target].join(' -> '));
        else if (!state.has(target)) visit(target);
      }
      path.pop();
      state.set(file, 'done');
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });
});
