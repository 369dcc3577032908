import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { knownMigrations, migratePostgres, MIGRATIONS, pendingMigrations, type RunSql } from '@/db/migrate';
import { COMPANY_TABLES_WITHOUT_RLS } from '@/db/tenant-rls';
import { CHECK_NUMBERING } from '@/lib/modules/books/accounts';
import { salesSeries } from '@/lib/modules/sales/sales-documents';

const server = inject('databaseUrl');

/** A fresh, empty database on the test server; dropped after `fn`. */
async function withEmptyDatabase(fn: (url: string) => Promise<void>) {
  const { Client } = await import('pg');
  const name = `ws_migrate_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: server! });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server!);
  url.pathname = `/${name}`;
  try {
    await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

describe.skipIf(!server)('migrations as a deploy step (PostgreSQL)', () => {
  it('an empty database lacks every migration; the step applies them once, and twice at once is safe', async () => {
    await withEmptyDatabase(async (url) => {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        expect(await pendingMigrations((text) => client.query(text))).toEqual(knownMigrations().map((m) => m.tag));
        await Promise.all([migratePostgres(url), migratePostgres(url)]);
        expect(await pendingMigrations((text) => client.query(text))).toEqual([]);
        const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(rows[0].n).toBe(knownMigrations().length);
        // The step walls every company table, whatever its migration said (db/tenant-rls.ts).
        expect((await client.query(COMPANY_TABLES_WITHOUT_RLS)).rows).toEqual([]);
      } finally {
        await client.end();
      }
    });
  });
});

/**
 * The migrations folder as it stood when `tag` was the last: the journal up to it and those SQL
 * files, in a temporary folder (removed after `fn`). Migrating a database with it, then with the
 * real folder, takes it through `tag` and then through the rest, as an old deployment is upgraded.
 */
async function withMigrationsThrough(tag: string, fn: (folder: string) => Promise<void>) {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((m) => m.tag === tag);
  if (last < 0) throw new Error(`No migration ${tag}.`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = mkdtempSync(join(tmpdir(), 'ws-migrations-'));
  try {
    mkdirSync(join(folder, 'meta'));
    writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const m of entries) copyFileSync(join(MIGRATIONS, `${m.tag}.sql`), join(folder, `${m.tag}.sql`));
    await fn(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A database to migrate step by step: SQL to run, and the migrations of a folder to apply. */
type Steps = { run: RunSql; migrate: (folder: string) => Promise<void> };

/** A fresh embedded database (in memory, with the search extensions db/client.ts gives it). */
async function withEmbedded(fn: (db: Steps) => Promise<void>) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({ extensions: { pg_trgm, btree_gin } });
  try {
    await fn({
      run: (text) => client.query<Record<string, unknown>>(text),
      migrate: (folder) => migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder: folder }),
    });
  } finally {
    await client.close();
  }
}

/** A fresh PostgreSQL database on the test server. */
async function withPostgres(fn: (db: Steps) => Promise<void>) {
  await withEmptyDatabase(async (url) => {
    const { Client } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await fn({ run: (text) => client.query(text), migrate: (folder) => migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder: folder }) });
    } finally {
      await client.end();
    }
  });
}

const databases = [{ name: 'embedded', open: withEmbedded }, ...(server ? [{ name: 'PostgreSQL', open: withPostgres }] : [])];

describe.each(databases)('migration 0036 moves the numbers kept elsewhere into the series ($name)', ({ open }) => {
  it('a bank account’s next check number and the old counters become its check series, the invoice prefix the invoice series’', async () => {
    await open(async ({ run, migrate }) => {
      await withMigrationsThrough('0035_security_two_factor_theme', migrate);
      const one = async (text: string) => (await run(text)).rows[0];
      // The old way: the next check number on the account, or a counter "check:<account>" when none was set.
      const company = Number((await one(`insert into companies (slug, name) values ('old-books', 'Old Books') returning id`)).id);
      const other = Number((await one(`insert into companies (slug, name) values ('no-prefix', 'No Prefix') returning id`)).id);
      const fresh = Number((await one(`insert into companies (slug, name) values ('fresh', 'Fresh') returning id`)).id);
      const account = async (name: string, next: number | null) =>
        Number((await one(`insert into accounts (company_id, display_name, type, next_check_number) values (${company}, '${name}', 1, ${next ?? 'null'}) returning id`)).id);
      const set = await account('Set on the account', 2050);
      const counted = await account('Counted', null);
      const both = await account('Both', 1700);
      await account('Never written', null);
      await run(`insert into document_sequences (company_id, kind, next_value) values
        (${company}, 'check:${counted}', 3001), (${company}, 'check:${both}', 1500), (${company}, 'sales_invoice', 42), (${company}, 'journal', 7)`);
      await run(`insert into invoice_settings (company_id, number_prefix) values (${company}, 'INV-'), (${other}, ''), (${fresh}, 'F-')`);

      await migrate(MIGRATIONS);

      const series = await run(`select company_id, kind, scope, prefix, padding, next_value from document_sequences order by company_id, kind, scope`);
      const row = (companyId: number, kind: string, scope: number, prefix: string, next: number) => ({ company_id: companyId, kind, scope, prefix, padding: 0, next_value: next });
      expect(series.rows).toEqual(
        [
          row(company, CHECK_NUMBERING.series, set, '', 2050),
          row(company, CHECK_NUMBERING.series, counted, '', 3001),
          // The account's own number was the one used before its counter: it wins.
          row(company, CHECK_NUMBERING.series, both, '', 1700),
          row(company, 'journal', 0, '', 7),
          row(company, salesSeries('invoice'), 0, 'INV-', 42),
          // A prefix with no invoice numbered yet makes the series, from its first number.
          row(fresh, salesSeries('invoice'), 0, 'F-', 1),
        ].sort((a, b) => a.company_id - b.company_id || a.kind.localeCompare(b.kind) || a.scope - b.scope),
      );
      const dropped = await run(`select table_name, column_name from information_schema.columns where (table_name, column_name) in (('accounts', 'next_check_number'), ('invoice_settings', 'number_prefix'))`);
      expect(dropped.rows).toEqual([]);
    });
  });
});

describe.each(databases)('migration 0039 marks the journals a change replaced ($name)', ({ open }) => {
  it('a change’s reversal and the journal it reversed become superseded; voids and manual reversals do not', async () => {
    await open(async ({ run, migrate }) => {
      await withMigrationsThrough('0038_same_company_lines', migrate);
      const one = async (text: string) => (await run(text)).rows[0];
      const company = Number((await one(`insert into companies (slug, name) values ('old-journal', 'Old Journal') returning id`)).id);
      const bank = Number((await one(`insert into accounts (company_id, display_name, type) values (${company}, 'Bank', 1) returning id`)).id);
      const rent = Number((await one(`insert into accounts (company_id, display_name, type) values (${company}, 'Rent', 14) returning id`)).id);
      let n = 0;
      /** A balanced journal of 10.00 (Dr rent, Cr bank; swapped for a reversal), as the code before wrote them. */
      const journal = async (memo: string, reverses: number | null = null) => {
        await run('begin');
        const id = Number((await one(`insert into journals (company_id, number, date, memo, source_type, source_id, amount, reverses_id, state)
          values (${company}, '${++n}', '2026-05-01', '${memo}', 'check', 1, 10, ${reverses ?? 'null'}, 'posted') returning id`)).id);
        const [debit, credit] = reverses ? [bank, rent] : [rent, bank];
        await run(`insert into journal_lines (company_id, journal_id, line_no, date, account_id, debit, credit) values
          (${company}, ${id}, 1, '2026-05-01', ${debit}, 10, 0), (${company}, ${id}, 2, '2026-05-01', ${credit}, 0, 10)`);
        if (reverses) await run(`update journals set reversed_by_id = ${id} where id = ${reverses}`);
        await run('commit');
        return id;
      };
      const changed = await journal('Check 1001 to Landlord');
      const changeReversal = await journal('Changed: reversal of the earlier posting of check 1001', changed);
      const standing = await journal('Check 1001 to Landlord');
      const voided = await journal('Check 1002 to Landlord');
      const voidReversal = await journal('Void of check 1002', voided);
      const accrual = await journal('Accrued rent');
      const accrualReversal = await journal('Reversal of journal 6', accrual);

      await migrate(MIGRATIONS);

      const marked = await run(`select id from journals where superseded order by id`);
      expect(marked.rows.map((r) => Number(r.id))).toEqual([changed, changeReversal]);
      const kept = await run(`select id from journals where not superseded order by id`);
      expect(kept.rows.map((r) => Number(r.id))).toEqual([standing, voided, voidReversal, accrual, accrualReversal]);
    });
  });
});
