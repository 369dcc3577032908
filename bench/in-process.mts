// What the in-process benchmarks share (invoices.mts, recurring.mts, queue.mts): a fresh PostgreSQL database
// of DATABASE_URL's server, the app's modules loaded against it (migrated at first use), a company
// signed up, and the database dropped afterwards whatever happens.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database of DATABASE_URL's server for `work`, dropped afterwards whatever happens. */
export async function withBenchDatabase<T>(prefix: string, poolSize: number, work: (url: string) => Promise<T>): Promise<T> {
  const name = `ws_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  Object.assign(process.env, { DATABASE_URL: url.toString(), AUTH_SECRET: 'bench-secret-bench-secret-bench-secret', ROOT_DOMAIN: 'example.com', DATABASE_POOL_SIZE: String(poolSize), MIGRATE_ON_START: '1' });
  try {
    // The app's modules, which declare what a sign-up places (the default gems), loaded first.
    await import('@/lib/api/modules');
    return await work(url.toString());
  } finally {
    // A pool's end answers before the server has seen its connections go: dropped under them (force),
    // they would hear 57P01, an unheard 'error' on a pool already ended. They are waited for first.
    for (let tries = 0; tries < 100; tries++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The same, with the app loaded against it and a company signed up. */
export function withBenchCompany<T>(prefix: string, poolSize: number, work: (bench: Awaited<ReturnType<typeof loadApp>>) => Promise<T>): Promise<T> {
  return withBenchDatabase(prefix, poolSize, async (url) => {
    const app = await loadApp(url);
    try {
      return await work(app);
    } finally {
      await app.closeDb();
    }
  });
}

async function loadApp(url: string) {
  const { signupCompany } = await import('@/lib/auth/signup');
  const { closeDb } = await import('@/db/client');
  const { resources } = await import('@/lib/api/registry');
  const { createRecord } = await import('@/lib/engine/write');
  const { withTenant } = await import('@/lib/tenant/transaction');
  const slug = `bench-${randomBytes(3).toString('hex')}`;
  const { company, user } = await signupCompany({ company_name: 'Bench', slug, display_name: 'Owner', email: `o@${slug}.test`, password: 'bench-password-1' }, '198.51.100.1');
  type Ctx = { tx: never; company: typeof company; user: typeof user; registry: typeof resources };
  /** Runs `work` in one tenant transaction of the company, as a request of its owner. */
  const inCompany = <R,>(work: (ctx: Ctx) => Promise<R>) => withTenant(company.id, (tx) => work({ tx: tx as never, company, user, registry: resources }));
  /** Creates a record through the engine's write path, as the API does; answers 201 or 422. */
  const create = (collection: string, body: Record<string, unknown>) =>
    inCompany((ctx) => createRecord(resources.get(collection)!, ctx, body)).then(
      (row) => ({ status: 201 as const, row: row as { id: number } }),
      (error: Error) => ({ status: 422 as const, error }),
    );
  return { url, company, resources, inCompany, create, closeDb };
}
