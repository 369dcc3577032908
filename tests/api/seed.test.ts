import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { companies } from '@/db/schema';
import { DEMO, seedDemo } from '@/db/seed';
import { demoBooks } from '@/db/seed-data';
import { api } from '../support/api';

describe('the demo seed', () => {
  it('makes a demo company whose admin can log in, and runs only on an empty database', async () => {
    const db = await getDb();
    const empty = (await db.select().from(companies)).length === 0;
    // The embedded database of a test worker starts empty; a shared PostgreSQL may not.
    if (!empty) return expect(await seedDemo()).toBe(false);
    expect(await seedDemo()).toBe(true);
    expect(await seedDemo()).toBe(false);
    const login = await api('POST', 'site/login', {
      host: 'demo.example.com',
      body: { email: DEMO.admin.email, password: DEMO.admin.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.is_admin).toBe(1);
    const customers = await api('GET', 'customers', { host: 'demo.example.com', token: login.body.auth_key });
    expect(customers.body._meta.totalCount).toBe(5);

    // A year of books that tie out: balanced, reconciled to the month before last, one draft left.
    const call = (path: string) => api('GET', path, { host: 'demo.example.com', token: login.body.auth_key });
    const today = new Date().toISOString().slice(0, 10);
    const tb = await call(`reports/trial-balance?date=${today}`);
    expect(tb.status).toBe(200);
    expect(tb.body.totals.debit).toBe(tb.body.totals.credit);
    expect(Number(tb.body.totals.debit)).toBeGreaterThan(60000);
    const recs = await call('reconciliations?filter[state]=posted&per-page=50');
    expect(recs.body._meta.totalCount).toBe(demoBooks(today).filter((s) => s.kind === 'reconcile').length);
    expect((await call('checks?filter[state]=draft')).body._meta.totalCount).toBe(1);
    // Receivables of every age: one invoice paid, one in part, both payments deposited.
    expect((await call('invoices/count?filter[is_template]=0')).body.count).toBe(5);
    const aging = (await call(`reports/receivables-aging?date=${today}`)).body;
    const owed = (name: string) => aging.rows.find((r: { customer: string }) => r.customer === name);
    expect(owed('Vandelay Industries')).toBeUndefined();
    expect(Number(owed('Pendant Publishing').days_31_60)).toBeGreaterThan(0);
    expect(Number(owed('Kramerica Industries').days_1_30)).toBeGreaterThan(0);
    expect(Number(owed("Monk's Café").current)).toBeGreaterThan(0);
    const customersNow = (await call('customers/all')).body.items as { display_name: string; balance: string }[];
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(aging.totals.total)).toBe(customersNow.reduce((sum, c) => sum + cents(c.balance), 0));
    expect(cents(aging.totals.total)).toBeGreaterThan(0);
    expect((await call('reports/undeposited-funds')).body.rows).toEqual([]);
    expect((await call('recurring-billing')).body._meta.totalCount).toBe(1);
    const pl = await call(`reports/profit-and-loss?from=${today.slice(0, 4)}-01-01&to=${today}`);
    expect(pl.status).toBe(200);
    // About 110 documents, each posted through the API.
  }, 120_000);
});
