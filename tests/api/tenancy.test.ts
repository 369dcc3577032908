import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, rowsOf, transact } from '@/db/client';
import { users } from '@/db/schema';
import { withTenant } from '@/lib/tenant/transaction';
import { COMPANY_TABLES_WITHOUT_RLS, ENABLE_TENANT_RLS } from '@/db/tenant-rls';
import { makeCompany } from '../support/api';

describe('row-level security, the second wall of tenancy', () => {
  it('shows a request transaction only its own company rows, even with no company filter', async () => {
    const a = await makeCompany('rls');
    const b = await makeCompany('rls');
    const seen = await withTenant(a.company.id, (tx) => tx.select({ companyId: users.companyId }).from(users));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((r) => r.companyId))).toEqual(new Set([a.company.id]));

    const raw = await withTenant(b.company.id, (tx) => tx.execute(sql`select distinct company_id from users`));
    expect(rowsOf(raw)).toEqual([{ company_id: b.company.id }]);
  });

  it("refuses to write a row into another company's space", async () => {
    const a = await makeCompany('rlsw');
    const b = await makeCompany('rlsw');
    await expect(
      withTenant(a.company.id, (tx) =>
        tx.insert(users).values({ companyId: b.company.id, displayName: 'Intruder', email: 'x@y.test', passwordHash: 'x', authKey: 'k-intruder' }),
      ),
    ).rejects.toThrow();
  });

  it('runs as a role without superuser rights', async () => {
    const a = await makeCompany('role');
    const res = await withTenant(a.company.id, (tx) =>
      tx.execute(sql`select current_user as who, (select rolsuper from pg_roles where rolname = current_user) as su`),
    );
    expect(rowsOf(res)).toEqual([{ who: 'ws_app', su: false }]);
  });

  it('undoes a failed request transaction whole and hands back clean connections', async () => {
    const a = await makeCompany('rlsfail');
    const email = `ghost-${a.company.id}@x.test`;
    const failing = withTenant(a.company.id, async (tx) => {
      await tx.insert(users).values({ companyId: a.company.id, displayName: 'Ghost', email, passwordHash: 'x', authKey: `k-ghost-${a.company.id}` });
      throw new Error('after the first insert');
    });
    await expect(failing).rejects.toThrow('after the first insert');
    await expect(transact('select 1/0', async () => 'never')).rejects.toThrow();
    // More transactions than the pool has connections: none may be left aborted or scoped.
    const db = await getDb();
    for (let i = 0; i < 12; i++) {
      const [state] = rowsOf<{ who: string; company: string | null }>(await db.execute(sql`select current_user as who, nullif(current_setting('app.company_id', true), '') as company`));
      expect(state.company).toBeNull();
      expect(state.who).not.toBe('ws_app');
    }
    const ghosts = await withTenant(a.company.id, (tx) => tx.select().from(users).where(eq(users.email, email)));
    expect(ghosts).toEqual([]);
  });

  it('refuses any write in a read-only request transaction, as every GET runs', async () => {
    const a = await makeCompany('rlsro');
    const write = withTenant(
      a.company.id,
      (tx) => tx.insert(users).values({ companyId: a.company.id, displayName: 'Reader', email: 'r@x.test', passwordHash: 'x', authKey: `k-ro-${a.company.id}` }),
      { readOnly: true },
    );
    await expect(write).rejects.toThrow();
    const read = await withTenant(a.company.id, (tx) => tx.select({ id: users.id }).from(users), { readOnly: true });
    expect(read).toHaveLength(1);
  });

  it('walls every company table of the migrated database: RLS enabled, forced, with the tenant policy', async () => {
    const db = await getDb();
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from information_schema.columns where table_schema = 'public' and column_name = 'company_id'`),
    );
    expect(n).toBeGreaterThan(80);
    expect(rowsOf(await db.execute(sql.raw(COMPANY_TABLES_WITHOUT_RLS)))).toEqual([]);
  });

  it('gives a company table its migration left bare the wall after migrating, with no line of its own', async () => {
    const db = await getDb();
    const table = `rls_probe_${Date.now()}`;
    await db.execute(sql.raw(`create table ${table} (id serial primary key, company_id integer not null)`));
    try {
      expect(rowsOf(await db.execute(sql.raw(COMPANY_TABLES_WITHOUT_RLS)))).toEqual([{ name: table }]);
      await db.execute(sql.raw(ENABLE_TENANT_RLS));
      await db.execute(sql.raw(ENABLE_TENANT_RLS));
      expect(rowsOf(await db.execute(sql.raw(COMPANY_TABLES_WITHOUT_RLS)))).toEqual([]);
      const a = await makeCompany('rlsnew');
      const b = await makeCompany('rlsnew');
      await db.execute(sql.raw(`insert into ${table} (company_id) values (${a.company.id}), (${b.company.id})`));
      const seen = await withTenant(a.company.id, (tx) => tx.execute(sql.raw(`select company_id from ${table}`)));
      expect(rowsOf(seen)).toEqual([{ company_id: a.company.id }]);
    } finally {
      await db.execute(sql.raw(`drop table ${table}`));
    }
  });
});
