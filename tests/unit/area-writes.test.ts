import { describe, expect, it } from 'vitest';
import { read, sources } from '../support/imports';

/**
 * A module writes only its own area's tables (DESIGN.md): it may read another area's tables for
 * joins and reports, but changes another area's data through that area's exported functions.
 * Which area owns a table: the area its schema file is named for, but for the tables a file holds
 * for another area (TABLE_OWNERS).
 */
const SCHEMA_OWNERS: Record<string, string> = {
  banking: 'banking',
  calendar: 'calendar',
  crm: 'crm',
  'custom-fields': 'settings',
  files: 'files',
  inventory: 'inventory',
  ledger: 'books',
  messaging: 'messaging',
  payables: 'payables',
  payroll: 'payroll',
  platform: 'platform',
  // The job queue is lib/jobs's: areas enqueue through lib/jobs/queue.ts, settings lists and retries.
  queue: 'settings',
  sales: 'sales',
  statements: 'statements',
  time: 'time',
  tools: 'tools',
  workspace: 'workspace',
};

/** Tables of the ledger's and the contacts' schema files that belong to banking and jobs. */
const TABLE_OWNERS: Record<string, string> = {
  checks: 'banking',
  checkLines: 'banking',
  transfers: 'banking',
  deposits: 'banking',
  depositLines: 'banking',
  reconciliations: 'banking',
  jobs: 'jobs',
  workOrders: 'jobs',
  milestones: 'jobs',
  // Held in the sales schema file beside the sales documents its orders are (a foreign key); inventory's.
  stockReservations: 'inventory',
};

/** Writes across areas kept for a reason: `<file>: <area> writes <table>`. */
const EXCEPTIONS: Record<string, string> = {
  // Posting keeps each party's balance with its journal (lib/modules/books/post.ts, through the party's table, which this scan does not see).
  'lib/modules/books/post-copies.ts: books writes customers': "the customers' kept balances, posted with the journals copied in a set",
};

/** Every table of db/schema: its TypeScript name, its SQL name and its owning area. */
function tables(): { name: string; sql: string; owner: string }[] {
  return sources('db/schema').flatMap((file) => {
    const schema = file.replace(/^db\/schema\/|\.ts$/g, '');
    return [...read(file).matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map(([, name, sql]) => ({ name, sql, owner: TABLE_OWNERS[name] ?? SCHEMA_OWNERS[schema] }));
  });
}

/**
 * The tables a file writes: Drizzle's `.insert(t)`, `.update(t)` and `.delete(t)` of a table it
 * imports from the schema (under its own name or an `as` alias), and raw SQL's `insert into`,
 * `update` and `delete from` naming a table.
 */
function writesOf(file: string, all: ReturnType<typeof tables>): string[] {
  const text = read(file);
  const byName = new Map(all.map((t) => [t.name, t.name]));
  for (const clause of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@\/db\/schema'/g))
    for (const [, name, alias] of clause[1].matchAll(/(\w+)\s+as\s+(\w+)/g)) if (byName.has(name)) byName.set(alias, name);
  const bySql = new Map(all.map((t) => [t.sql, t.name]));
  const drizzle = [...text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)].flatMap(([, id]) => byName.get(id) ?? []);
  const raw = [...text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi)].flatMap(([, id]) => bySql.get(id) ?? []);
  return [...new Set([...drizzle, ...raw])];
}

describe('writes across areas', () => {
  const all = tables();

  it('gives every table of the schema an owning area', () => {
    expect(all.filter((t) => !t.owner).map((t) => t.name)).toEqual([]);
    expect(all.length).toBeGreaterThan(50); // the schema was read
  });

  const crossings = () => {
    const owner = new Map(all.map((t) => [t.name, t.owner]));
    return sources('lib/modules').flatMap((file) => {
      const area = file.split('/')[2];
      return writesOf(file, all)
        .filter((table) => owner.get(table) !== area)
        .map((table) => `${file}: ${area} writes ${table}`);
    });
  };

  it("lets a module write only its own area's tables", () => {
    expect(crossings().filter((crossing) => !(crossing in EXCEPTIONS))).toEqual([]);
  });

  it('keeps no exception that the code no longer needs', () => {
    const found = new Set(crossings());
    expect(Object.keys(EXCEPTIONS).filter((crossing) => !found.has(crossing))).toEqual([]);
  });
});
