import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { companies } from '@/db/schema';
import { DEMO, seedDemo } from '@/db/seed';
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
  });
});
