import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { env, migratesOnStart, type Env } from '../lib/env';
import { logServerError } from '../lib/logging/log';
import { migratePostgres, MIGRATIONS, pendingMigrations } from './migrate';
import { ENABLE_TENANT_RLS } from './tenant-rls';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * Runs `fn` in one transaction whose first statements are `prelude` (a trusted, parameterless
 * SQL text such as `set_config` calls), sent with BEGIN in one round trip where the driver allows.
 * A `readOnly` transaction refuses every write (PostgreSQL's READ ONLY) and reads one snapshot (REPEATABLE READ).
 */
export type Transact = <T>(prelude: string, fn: (tx: Tx) => Promise<T>, options?: { readOnly?: boolean }) => Promise<T>;

type Handle = { db: Db; transact: Transact; close: () => Promise<void> };

/**
 * Counts the statements sent, so a test can prove a listing's query count does not grow with its
 * rows; and on PostgreSQL the writes to its connections (`writes`: round trips, each a turn's statements).
 */
export const queryCounter = ((globalThis as unknown as { __wsQueries?: { count: number; writes: number; log?: string[] } }).__wsQueries ??= { count: 0, writes: 0 });
const logger = {
  logQuery: (query: string) => {
    queryCounter.count++;
    queryCounter.log?.push(query);
  },
};


/**
 * The types whose text Drizzle keeps as the server sent it, for its columns to decode (timestamps,
 * dates, intervals, and arrays of them and of numerics): `driverRows` reads them the same way.
 */
const KEPT_AS_TEXT = [1114, 1184, 1082, 1186, 1231, 1115, 1185, 1187, 1182];
const asSent = (value: unknown) => value;

/** A statement run on a driver's connection (`pg`'s or PGlite's), answering its rows as arrays or as objects keyed by column. */
type RowMode = 'array' | 'object';
type DriverQuery = (client: unknown, text: string, params: unknown[], rowMode: RowMode) => Promise<{ rows: unknown[] }>;
const driverQueries = globalThis as unknown as { __wsDriverQuery?: DriverQuery };

/**
 * Runs `text` with `params` on `tx`'s connection, its values as Drizzle's own reads hand them to
 * its columns (KEPT_AS_TEXT as text), for reads that decode their rows themselves (db/select-all.ts,
 * db/prepared.ts): Drizzle's query object and tracing around each statement are skipped, which on
 * a listing's hot path cost more than the statement.
 */
async function driverRows(tx: Tx | Db, text: string, params: unknown[], rowMode: RowMode): Promise<unknown[]> {
  logger.logQuery(text);
  const { client } = (tx as unknown as { session: { client: unknown } }).session;
  return (await driverQueries.__wsDriverQuery!(client, text, params, rowMode)).rows;
}

/** `driverRows`, each row an array of its values in the order selected. */
export const arrayRows = (tx: Tx | Db, text: string, params: unknown[]) => driverRows(tx, text, params, 'array') as Promise<unknown[][]>;

/** `driverRows`, each row an object keyed by its columns' names. */
export const objectRows = <T,>(tx: Tx | Db, text: string, params: unknown[]) => driverRows(tx, text, params, 'object') as Promise<T[]>;

// One handle per process, kept on globalThis so `next dev` reloads and test files reuse it.
const cache = globalThis as unknown as { __wsDb?: Promise<Handle> };

/**
 * The database, migrated. `DATABASE_URL` selects PostgreSQL through a `pg` pool; without it
 * the embedded PGlite is used, persisted under `PGLITE_DIR` (default `.data/pglite`;
 * `memory://` keeps it in memory, as the tests do).
 */
export function getDb(): Promise<Db> {
  cache.__wsDb ??= open().catch((error) => {
    cache.__wsDb = undefined;
    throw error;
  });
  return cache.__wsDb.then((h) => h.db);
}

/**
 * The writes of each open transaction whose answer nothing waits for (`writeAlong`), awaited
 * with its COMMIT; a transaction not opened by `transact` (a savepoint's) has none.
 */
const unawaited = new WeakMap<Tx, Promise<unknown>[]>();

/**
 * Sends a write whose answer nothing in the transaction waits for (a company log line): it runs
 * in its place among the transaction's statements, and is awaited with the COMMIT, which on
 * PostgreSQL is written right behind it rather than a round trip later (issue 43). Should it
 * fail, the transaction fails with its error (PostgreSQL has aborted it: what followed failed
 * too, and the COMMIT rolled back). Outside a transaction of `transact` it is awaited here.
 */
export async function writeAlong(tx: Tx, write: PromiseLike<unknown>): Promise<void> {
  // Sent now, and once: a Drizzle query runs anew each time it is awaited.
  const sent = new Promise((resolve, reject) => write.then(resolve, reject));
  const pending = unawaited.get(tx);
  if (!pending) return void (await sent);
  // Heard once the transaction's own work is done (`settle`), not as an unhandled rejection now.
  sent.catch(() => undefined);
  pending.push(sent);
}

/** Opens `tx`'s list of unawaited writes; `settle` awaits them and answers the first failure, if any. */
function collect(tx: Tx) {
  const pending: Promise<unknown>[] = [];
  unawaited.set(tx, pending);
  return {
    async settle(): Promise<{ failure: unknown } | null> {
      unawaited.delete(tx);
      const failed = (await Promise.allSettled(pending)).find((s) => s.status === 'rejected');
      return failed ? { failure: failed.reason } : null;
    },
  };
}

/** PostgreSQL's "try again" errors: a deadlock victim, a serialization failure. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 4;

/**
 * A pooled connection the server ended (57P01 and its kin: a restart, a failover, an
 * administrator's pg_terminate_backend) or whose socket broke, noticed only once borrowed.
 */
const LOST_CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'EPIPE']);

/** A transaction whose connection was lost before its COMMIT was sent: nothing of it was kept. */
class LostBeforeCommit extends Error {
  constructor(cause: unknown) {
    super('The database connection was lost before the transaction committed', { cause });
  }
}

/** Whether `error`, or an error it was caused by (Drizzle wraps the driver's), has one of `codes`. */
function hasCode(error: unknown, codes: Set<string>): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code && codes.has(e.code)) return true;
  return false;
}

const retryable = (error: unknown) => error instanceof LostBeforeCommit || hasCode(error, RETRYABLE);

/** A named statement the server does not have (26000) or has already (42P05): a pooler between. */
const NAMED_STATEMENT_CODES = new Set(['26000', '42P05']);

/**
 * Turns statement names off for the process when the server did not know one or knew it already:
 * a pooler that does not keep them is between. The transaction that heard it runs again without.
 */
function namingFailed(error: unknown): boolean {
  if (!hasCode(error, NAMED_STATEMENT_CODES)) return false;
  if (named.on) logServerError(error, { where: 'statement names turned off: set DATABASE_PREPARED_STATEMENTS=0 behind this pooler' });
  named.on = false;
  return true;
}

/**
 * Runs `fn` in one transaction after `prelude`. A transaction PostgreSQL aborted as a deadlock
 * victim or for a serialization failure, or whose connection was lost before it committed, is
 * run again from the start (it wrote nothing), a few times, after a short random pause; `fn`
 * must therefore do nothing outside the database. One lost during its COMMIT is not: whether it
 * was kept cannot be known, and the caller hears so.
 */
export async function transact<T>(prelude: string, fn: (tx: Tx) => Promise<T>, options?: { readOnly?: boolean }): Promise<T> {
  await getDb();
  const handle = await cache.__wsDb!;
  for (let attempt = 1; ; attempt++) {
    try {
      return await handle.transact(prelude, fn, options);
    } catch (error) {
      if (attempt >= ATTEMPTS || !(retryable(error) || namingFailed(error))) throw error instanceof LostBeforeCommit ? error.cause : error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

export async function closeDb(): Promise<void> {
  const handle = cache.__wsDb;
  cache.__wsDb = undefined;
  if (handle) await (await handle).close();
}

async function open(): Promise<Handle> {
  const config = env();
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL, config) : openPglite(config);
}

/**
 * Statements by name (PostgreSQL's prepared statements), at most `MAX_NAMED` texts a process: a
 * statement sent again on a connection is not parsed and planned again, which is most of the
 * server's work for the short statements a request sends (an invoice's dozen: about half the
 * server's time). Off (`DATABASE_PREPARED_STATEMENTS=0`) behind a transaction pooler that does not
 * keep them (PgBouncer before 1.21); should the server not know a name all the same (26000), they
 * are turned off for the process and the transaction runs again (see `transact`).
 */
const named = { on: true, texts: new Map<string, string>() };
const MAX_NAMED = 500;

/**
 * A search (`~~~*`, migration 0007) goes unnamed: its best plan hangs on its pattern (a few matches
 * through the trigram indexes, or most rows in the list's order), and after five runs by name
 * PostgreSQL may keep one plan made without the pattern (a generic plan), which read every
 * invoice of the company: a search of 200,000 invoices went from 35 to 175 ms at its sixth run.
 * Unnamed, it is planned for its pattern each time.
 */
const searches = (text: string) => text.includes('~~~*');

/**
 * A statement of more values than this goes unnamed too: a batch's (an import chunk's uniqueness
 * check names each of its 500 values). Its planning is a small part of its work, and a plan kept
 * by name outlives the table it was made for: made while an import's first chunks found the table
 * empty, it read every row for each later chunk (0.3–0.55 s a chunk; the import of 100,000
 * customers took 98–101 s, unnamed 13–14 s).
 */
const MAX_NAMED_VALUES = 64;

/**
 * A statement's name is a digest of its text, so that one name is one text in every process: a
 * pooler that hands a connection on between processes can then only lack a name (26000) or hold
 * the same statement, never another one.
 */
function statementName(text: string, values: number): string | undefined {
  if (!named.on || values === 0 || values > MAX_NAMED_VALUES) return undefined;
  let name = named.texts.get(text);
  // Only a text not named yet is looked at for a search: a named one is none.
  if (!name && named.texts.size < MAX_NAMED && !searches(text)) named.texts.set(text, (name = `ws_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`));
  return name;
}

/**
 * What this app asks of each pooled connection:
 * - The statements it is given in one turn of the event loop go to the server in one write (a
 *   transaction's BEGIN and prelude with its first statement, reads run at once): `pg` writes each
 *   on its own; holding the socket's buffer until the turn ends joins them (Node's cork is
 *   counted, so `pg`'s own cork around each statement nests inside this one).
 * - A statement with parameters goes by name (`statementName`); one without (DDL, BEGIN) does not.
 */
function preparePooled(client: PoolClient) {
  // A named statement's failure for its name turns names off at once, whoever hears it.
  const watched = (result: unknown) => {
    if (result instanceof Promise) result.catch(namingFailed);
    return result;
  };
  const stream = (client as unknown as { connection: { stream: { cork?: () => void; uncork?: () => void } } }).connection.stream;
  const query = client.query as (...args: unknown[]) => unknown;
  let held = false;
  client.query = function (this: PoolClient, config: unknown, ...rest: unknown[]) {
    if (!held && stream.cork && stream.uncork) {
      held = true;
      stream.cork();
      setImmediate(() => {
        held = false;
        queryCounter.writes++;
        stream.uncork!();
      });
    }
    if (typeof config === 'string' && Array.isArray(rest[0])) {
      const name = statementName(config, rest[0].length);
      if (name) return watched(query.call(this, { name, text: config, values: rest[0] }, ...rest.slice(1)));
    } else if (config && typeof config === 'object' && 'text' in config && !('name' in config && config.name)) {
      const { text, values } = config as { text: string; values?: unknown[] };
      const params = values ?? rest[0];
      const name = Array.isArray(params) ? statementName(text, params.length) : undefined;
      if (name) return watched(query.call(this, { ...config, name }, ...rest));
    }
    return query.call(this, config, ...rest);
  } as typeof client.query;
}

async function openPostgres(url: string, config: Env): Promise<Handle> {
  const { Pool, types } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const kept = new Set(KEPT_AS_TEXT);
  const keptTypes = { getTypeParser: (id: number, format?: string) => (kept.has(id) ? asSent : types.getTypeParser(id, format as 'text')) };
  driverQueries.__wsDriverQuery = (client, text, params, rowMode) => (client as PoolClient).query({ text, values: params, types: keptTypes as never, ...(rowMode === 'array' ? { rowMode } : {}) });
  if (migratesOnStart(config)) await migratePostgres(url);
  // Pipelined: a query is written without waiting for the answer to the one before it, so a
  // transaction's BEGIN and tenant prelude travel with its first statement (see `transact`).
  const pool = new Pool({ connectionString: url, max: config.DATABASE_POOL_SIZE, pipeline: true });
  // A new pool's connections know no names yet: the count of texts named starts again with them.
  named.on = config.DATABASE_PREPARED_STATEMENTS === '1';
  named.texts.clear();
  // An idle pooled connection the server ends (a restart, a failover, an administrator's
  // pg_terminate_backend: 57P01) is an 'error' event on the pool; unheard, it would end the
  // process. The pool has already dropped that connection and opens another when asked.
  pool.on('error', (error) => logServerError(error, { where: 'idle database connection' }));
  // A borrowed connection's end is an 'error' event on its client (the pool listens only while it
  // is idle); the statement in flight fails with it, and `transact` asks here whether that was why.
  const broken = new WeakSet<PoolClient>();
  pool.on('connect', (client) => {
    client.on('error', () => broken.add(client));
    preparePooled(client);
  });
  // On Vercel the platform closes the pool's idle connections before it suspends a function, so
  // that suspended instances do not hold the database's (or the pooler's) connections.
  if (config.VERCEL) (await import('@vercel/functions')).attachDatabasePool(pool);
  // Serving with an older schema would fail later and obscurely: refuse now, saying what to run.
  const pending = await pendingMigrations((text) => pool.query(text));
  if (pending.length) {
    await pool.end();
    throw new Error(`The database lacks ${pending.length} migration(s) (${pending.join(', ')}): run \`npm run db:migrate\` (or start with MIGRATE_ON_START=1).`);
  }
  const db = drizzle({ client: pool, schema, casing: 'snake_case', logger });
  const { NodePgSession, NodePgTransaction } = await import('drizzle-orm/node-postgres');
  // Drizzle's own transaction() sends BEGIN, then each statement, each a round trip; every API
  // request opens one, so this one sends BEGIN and the prelude as one simple query instead.
  // (Drizzle's session keeps these three private; they are what its transaction() passes on.)
  const base = (db as unknown as { session: { dialect: never; schema: never; options: never } }).session;
  // Drizzle's transaction object holds nothing but its connection: one per pooled connection,
  // made once, rather than one per request (each builds a query helper for every table).
  const transactions = new WeakMap<PoolClient, Tx>();
  const transactionOn = (client: PoolClient) => {
    let tx = transactions.get(client);
    if (!tx) {
      tx = new NodePgTransaction(base.dialect, new NodePgSession(client, base.dialect, base.schema, base.options), base.schema) as unknown as Tx;
      transactions.set(client, tx);
    }
    return tx;
  };
  const transact: Transact = async (prelude, fn, { readOnly = false } = {}) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    let committing = false;
    try {
      // A reading transaction sees one moment throughout (a list and its count, a company's export).
      // BEGIN and the prelude are not awaited: the first statement of `fn` is written right behind
      // them and the server runs them in order. Should the prelude fail, the transaction is aborted
      // and every statement behind it fails too: none runs without the tenant's scope. `fn` is
      // awaited to its end either way, so that no statement of it outlives this borrowing.
      const tx = transactionOn(client);
      const along = collect(tx);
      const [begun, done] = await Promise.allSettled([client.query(`BEGIN${readOnly ? ' ISOLATION LEVEL REPEATABLE READ READ ONLY' : ''}; ${prelude}`), fn(tx)]);
      if (begun.status === 'rejected') throw begun.reason;
      // The COMMIT is written in this turn, behind the writes still unanswered (`writeAlong`).
      // From here a lost connection may have kept the transaction: it is not run again.
      committing = done.status === 'fulfilled';
      const committed = committing ? client.query('COMMIT') : null;
      committed?.catch(() => undefined);
      const failedAlong = await along.settle();
      // A write along failed first: what failed after it (the transaction aborted) is not the cause.
      if (failedAlong) throw failedAlong.failure;
      if (done.status === 'rejected') throw done.reason;
      const result = done.value;
      // A read-only transaction has nothing to make durable: its answer need not wait for COMMIT,
      // which the connection sends before anything its next borrower asks (a lost connection is
      // dropped by the pool). A writing one answers only once committed.
      if (!readOnly) await committed;
      return result;
    } catch (error) {
      // After a failed COMMIT PostgreSQL has already rolled back; this then only warns.
      await client.query('ROLLBACK').catch((rollbackError: Error) => (lost = rollbackError));
      throw !committing && (broken.has(client) || hasCode(error, LOST_CONNECTION_CODES)) ? new LostBeforeCommit(error) : error;
    } finally {
      // A connection that could not even roll back is dropped rather than handed out again.
      client.release(lost);
    }
  };
  return { db: db as unknown as Db, transact, close: () => pool.end() };
}

/**
 * A PGlite with the app's extensions and settings: kept in `dataDir`, or in memory, started from
 * a snapshot (`from`) when one is given.
 */
async function newPglite({ dataDir, from }: { dataDir?: string; from?: Blob }) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  // pg_trgm and btree_gin: the search indexes (migrations 0007 and 0017).
  // wal_init_zero off: a new WAL segment (every 16 MB written) is not filled with zeros first. On
  // the embedded file system that filling held one commit, and the process with it, for about a
  // second every few thousand rows written (docs/decisions.md "Long runs in batches").
  return new PGlite({
    dataDir,
    loadDataDir: from,
    extensions: { pg_trgm, btree_gin },
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off'],
  });
}

/** Migrates a PGlite: the committed migrations, then the tenant wall on every company table. */
async function migratePglite(client: Awaited<ReturnType<typeof newPglite>>) {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
  await client.exec(ENABLE_TENANT_RLS);
}

/**
 * Writes a migrated in-memory PGlite's data directory to `file` (gzipped tar), for
 * `PGLITE_SNAPSHOT`: starting from it takes about a third of creating a cluster and migrating it.
 */
export async function writePgliteSnapshot(file: string): Promise<void> {
  const client = await newPglite({});
  await migratePglite(client);
  await writeFile(file, new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await client.close();
}

async function openPglite(config: Env): Promise<Handle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = config.PGLITE_DIR ?? path.join(process.cwd(), '.data/pglite');
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) await mkdir(path.dirname(dir), { recursive: true });
  const from = inMemory && config.PGLITE_SNAPSHOT ? new Blob([new Uint8Array(await readFile(config.PGLITE_SNAPSHOT))]) : undefined;
  const client = await newPglite({ dataDir: inMemory ? undefined : dir, from });
  // From a snapshot this finds nothing to do (a query or two).
  await migratePglite(client);
  const db = drizzle({ client, schema, casing: 'snake_case', logger });
  const parsers = Object.fromEntries(KEPT_AS_TEXT.map((id) => [id, asSent]));
  driverQueries.__wsDriverQuery = (on, text, params, rowMode) => (on as typeof client).query(text, params, { rowMode, parsers });
  const transact: Transact = (prelude, fn, { readOnly = false } = {}) =>
    db.transaction(
      async (tx) => {
        await tx.execute(sql.raw(prelude));
        const along = collect(tx as unknown as Tx);
        const done = await Promise.allSettled([fn(tx as unknown as Tx)]);
        const failedAlong = await along.settle();
        if (failedAlong) throw failedAlong.failure;
        if (done[0].status === 'rejected') throw done[0].reason;
        return done[0].value;
      },
      readOnly ? { accessMode: 'read only' } : undefined,
    );
  return { db: db as unknown as Db, transact, close: () => client.close() };
}

/**
 * Awaits each of `work`, statements of one transaction sent at once (on PostgreSQL they travel
 * pipelined: one round trip for all of them), then fails with the first failure, if any. Not
 * Promise.all: that fails at the first failure, and the transaction would end while the others
 * still run on its connection.
 */
export async function together<T extends readonly unknown[]>(work: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** The rows of a raw `execute()` result: pg and PGlite both answer `{ rows }`. */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;
