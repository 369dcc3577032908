import { randomBytes } from 'node:crypto';
import { and, getTableName, sql } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, rowsOf } from '@/db/client';
import { columnOf } from '@/lib/engine/naming';
import { catalogueOf } from '@/lib/engine/catalogue';
import { listConditions } from '@/lib/engine/query';
import { keepShares, learnShares, likelihood } from '@/lib/engine/search-plan';
import { customers } from '@/db/schema';
import { resources } from '@/lib/api/registry';
import type { ResourceContext } from '@/lib/engine/define';
import { withTenant } from '@/lib/tenant/transaction';
import { api, makeCompany } from '../support/api';
import { payablesCompany } from '../support/payables';
import { addUser } from '../support/people';
import { salesCompany } from '../support/sales';

/**
 * `q` under row-level security (migration 0007): the planner may use a resource's search index
 * and its column statistics only because the comparison is LEAKPROOF. Plain ILIKE gets neither,
 * and reads every row of the company.
 */
describe('search under the tenant policy', () => {
  it('every searchable resource has a trigram index, led by the company, on each of its search fields, with a short pending list', async () => {
    const casing = new CasingCache('snake_case');
    const found = rowsOf<{ name: string; options: string[] | string | null }>(
      await (await getDb()).execute(sql`
        select i.relname as name, i.reloptions as options from pg_index x join pg_class i on i.oid = x.indexrelid
        join pg_class t on t.oid = x.indrelid join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[1]
        join pg_attribute c on c.attrelid = t.oid and c.attnum = x.indkey[0]
        join pg_opclass o on o.oid = x.indclass[1]
        where o.opcname = 'ws_search_ops' and x.indnatts = 2 and c.attname = 'company_id' and i.relname = t.relname || '_' || a.attname || '_search_idx'`),
    );
    const indexed = found.map((r) => r.name);
    // A search reads an index's pending list whole: kept at 128 kB, not 4 MB (migration 0067).
    expect(found.filter((r) => !String(r.options ?? '').includes('gin_pending_list_limit=128')).map((r) => r.name)).toEqual([]);
    // Catalogues (lib/engine/catalogue.ts) search rows held in memory, not a table.
    const wanted = [...resources.values()].filter((def) => !catalogueOf(def)).flatMap((def) => def.search.filter((field) => !def.refs?.[field]).map((field) => `${getTableName(def.table)}_${casing.getColumnCasing(columnOf(def.table, field) as AnyPgColumn)}_search_idx`));
    expect(wanted.length).toBeGreaterThan(20);
    expect(indexed).toEqual(expect.arrayContaining(wanted));
    // A search field naming another record (an invoice's customer) is matched by the ids it names:
    // its column needs an index led by the company and it.
    const led = rowsOf<{ name: string }>(
      await (await getDb()).execute(sql`
        select t.relname || '.' || a.attname as name from pg_index x
        join pg_class t on t.oid = x.indrelid
        join pg_attribute c on c.attrelid = t.oid and c.attnum = x.indkey[0] and c.attname = 'company_id'
        join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[1]`),
    ).map((r) => r.name);
    const naming = [...resources.values()].filter((def) => !catalogueOf(def)).flatMap((def) => def.search.filter((field) => def.refs?.[field]).map((field) => `${getTableName(def.table)}.${casing.getColumnCasing(columnOf(def.table, field) as AnyPgColumn)}`));
    expect(naming).toEqual(expect.arrayContaining(['sales_documents.customer_id', 'payable_documents.vendor_id']));
    expect(led).toEqual(expect.arrayContaining(naming));
  }, 90_000); // the file's first test: it waits for the in-memory database's migrations

  // A managed database's owner is no superuser: the migrations must still apply, and `q` still work.
  it.skipIf(!process.env.DATABASE_URL)('migrates and searches without a superuser, as plain ILIKE', async () => {
    const { Client } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const name = `ws_owner_${randomBytes(4).toString('hex')}`;
    const url = new URL(process.env.DATABASE_URL!);
    const admin = new Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`create role ${name} login createrole`);
    await admin.query(`create database ${name} owner ${name}`);
    try {
      url.pathname = `/${name}`;
      url.username = name;
      const owner = new Client({ connectionString: url.toString() });
      await owner.connect();
      try {
        await migrate(drizzle({ client: owner }), { migrationsFolder: 'db/migrations' });
        const { rows } = await owner.query(`select (select proleakproof from pg_proc where proname = 'ws_icontains') as leakproof, 'Hello' ~~~* '%ELL%' as yes, 'Hello' ~~~* '%x%' as no, ws_word_shares(array['customers.contact'], array['hello']) as shares`);
        // No statistics to read: a search gives its indexes (none here) every word.
        expect(rows).toEqual([{ leakproof: false, yes: true, no: false, shares: null }]);
      } finally {
        await owner.end();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop role if exists ${name}`);
      await admin.end();
    }
  });

  it('finds invoices by their customer’s name and bills by their vendor’s, never through one the person may not see', async () => {
    const s = await salesCompany('byname');
    const ap = await payablesCompany('bynameap');
    const other = await s.call('POST', 'customers', { display_name: 'Zephyr Foods' });
    const invoice = (customerId: number, memo: string) =>
      s.call('POST', 'invoices', { customer_id: customerId, date: '2026-06-10', memo, lines: [{ type: 'service', item_id: s.items.design, quantity: '1', rate: '10' }] });
    const acmes = (await invoice(s.customerId, 'first')).body.id;
    const zephyrs = (await invoice(other.body.id, 'Acme referral')).body.id;
    const found = async (call: typeof s.call, path: string) => {
      const res = await call('GET', path);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body._meta.totalCount).toBe(res.body.items.length);
      return res.body.items.map((i: { id: number }) => i.id).sort((a: number, b: number) => a - b);
    };
    // "acme" is the first one's customer and the second one's memo; "zephyr" only the second's customer.
    expect(await found(s.call, 'invoices?q=acme')).toEqual([acmes, zephyrs].sort((a, b) => a - b));
    expect(await found(s.call, 'invoices?q=ZEPHYR%20f')).toEqual([zephyrs]);
    expect(await found(s.call, 'invoices?q=nobody')).toEqual([]);
    const bill = await ap.bill(ap.zenith, '2026-06-10', [['6100', '40.00']]);
    await ap.bill(ap.acme, '2026-06-11', [['6100', '50.00']]);
    expect(await found(ap.call, 'ap-bills?q=zenith')).toEqual([bill.id]);

    // A customer secured to another user finds nothing for a clerk who may not see it, though the
    // clerk may see its invoices.
    const clerk = await addUser(s.host, s.owner.authKey);
    expect((await s.call('PUT', `customers/${other.body.id}/secure`, { user_ids: [s.owner.id] })).status).toBe(200);
    const asClerk = (method: string, path: string) => api(method, path, { host: s.host, token: clerk.token });
    expect(await found(asClerk, 'invoices?q=zephyr')).toEqual([]);
    expect(await found(asClerk, `invoices?q=${encodeURIComponent('Acme referral')}`)).toEqual([zephyrs]);
  });

  describe('over twenty thousand customers', () => {
    let company: Awaited<ReturnType<typeof makeCompany>>;
    beforeAll(async () => {
      company = await makeCompany('search');
      await withTenant(company.company.id, (tx) =>
        tx.execute(sql`insert into customers (company_id, display_name, contact) select ${company.company.id}, 'Seek ' || g, 'Person ' || (g % 97) from generate_series(1, 20000) g`),
      );
      // As autovacuum would: statistics, and the new index entries moved out of GIN's pending list.
      await (await getDb()).execute(sql`vacuum analyze customers`);
    });

    it('is planned from the search index, with the column statistics', async () => {
      const def = resources.get('customers')!;
      const plan = await withTenant(company.company.id, async (tx) => {
        const ctx = { tx, company: { id: company.company.id }, user: { id: company.owner.id } } as unknown as ResourceContext;
        const where = and(...listConditions(def, ctx, { q: 'seek 3217', filters: new Map() }, 'default'));
        const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await tx.execute(sql`explain (format json) select 1 from ${def.table} where ${where}`));
        return JSON.stringify(row['QUERY PLAN']);
      });
      expect(plan, plan).toMatch(/customers_display_name_search_idx/);
      // One row matches; without statistics the planner guesses a fixed share of the company.
      const rows = Number(/"Plan Rows": ?(\d+)/.exec(plan)![1]);
      expect(rows).toBeLessThan(20);
    });

    it('reads what share of a column’s values hold each word from its statistics', async () => {
      const [row] = rowsOf<{ shares: number[] }>(await (await getDb()).execute(sql`select ws_word_shares(array['customers.contact', 'customers.display_name'], array['person', 'zqxj']) as shares`));
      const [person, none, personInNames, noneInNames] = row.shares;
      // Every contact of the 20,000 holds "Person"; the other tests' customers share the table.
      expect(person).toBeGreaterThan(0.1);
      expect([none, personInNames, noneInNames]).toEqual([0, 0, 0]);
      const contact = customers.contact;
      await withTenant(company.company.id, (tx) => learnShares(tx, ['customers.contact'], 'person zqxj'));
      expect(likelihood(contact, 'person')).toBeCloseTo(person, 5);
      expect(likelihood(contact, 'person zqxj')).toBe(0);
    });

    it('gives a field’s index only the words that narrow it, tests the whole on what it finds, and tries the likeliest field first', async () => {
      const def = resources.get('customers')!;
      keepShares(['customers.display_name', 'customers.account_number', 'customers.contact', 'customers.email'], ['person', '96'], [0, 0.01, 0, 0, 0.95, 0.01, 0, 0]);
      const rendered = await withTenant(company.company.id, async (tx) => {
        const ctx = { tx, company: { id: company.company.id }, user: { id: company.owner.id } } as unknown as ResourceContext;
        return new PgDialect({ casing: 'snake_case' }).sqlToQuery(and(...listConditions(def, ctx, { q: 'Person 96', filters: new Map() }, 'default'))!);
      });
      // "Person" is in 95 % of contacts: the contact index gets " 96" alone; the rows it finds are
      // tested against the whole; the other fields' indexes get the whole.
      expect(rendered.sql).toMatch(/\("customers"\."contact" ~~~\* \$\d+ and ws_icontains\("customers"\."contact", \$\d+\)\) or "customers"\."display_name" ~~~\*/);
      expect(rendered.params).toEqual(expect.arrayContaining(['% 96%', '%Person 96%']));
      expect(rendered.params.filter((p) => p === '%Person 96%')).toHaveLength(4);
      // A contact the narrowed index finds (" 96") but the whole does not is not an answer.
      await withTenant(company.company.id, (tx) => tx.execute(sql`insert into customers (company_id, display_name, contact) values (${company.company.id}, 'Recheck', 'Agent 96')`));
      const get = (q: string) => api('GET', `customers?per-page=100&q=${encodeURIComponent(q)}`, { host: company.host, token: company.owner.authKey });
      expect((await get('Person 96')).body._meta.totalCount).toBe(206);
      expect((await get('person 96')).body._meta.totalCount).toBe(206);
      expect((await get('Agent 96')).body.items.map((c: { display_name: string }) => c.display_name)).toEqual(['Recheck']);
      // The character beside a kept word is a whole one, an emoji's two halves together.
      await withTenant(company.company.id, (tx) => tx.execute(sql`insert into customers (company_id, display_name, contact) values (${company.company.id}, 'Smiling', 'Person 😀96')`));
      expect((await get('Person 😀96')).body.items.map((c: { display_name: string }) => c.display_name)).toEqual(['Smiling']);
    });

    it('answers what ILIKE answers: any case, % and _ taken literally', async () => {
      const get = (q: string) => api('GET', `customers?per-page=100&q=${encodeURIComponent(q)}`, { host: company.host, token: company.owner.authKey });
      const one = await get('SEEK 3217');
      expect(one.body.items.map((c: { display_name: string }) => c.display_name)).toEqual(['Seek 3217']);
      const byContact = await get('person 96');
      expect(byContact.body._meta.totalCount).toBe(206);
      expect((await get('Seek 3_17')).body._meta.totalCount).toBe(0);
      expect((await get('%')).body._meta.totalCount).toBe(0);
    });
  });
});
