import { describe, expect, it } from 'vitest';
import { api, makeCompany } from '../support/api';
import { addUser } from '../support/people';
import { salesCompany } from '../support/sales';

describe('secure items (214): a record secured to chosen users', () => {
  it('is seen, counted, changed and printed only by its users and the administrators', async () => {
    const s = await salesCompany('secure');
    const [ann, bob] = [await addUser(s.host, s.owner.authKey), await addUser(s.host, s.owner.authKey)];
    const as = (who: { token: string }) => (method: string, path: string, body?: unknown) => api(method, path, { host: s.host, token: who.token, body });
    const inv = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: [{ type: 'service', item_id: s.items.design, quantity: '1', rate: '10' }] });
    const id = inv.body.id as number;
    const other = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-11', lines: [{ type: 'service', item_id: s.items.design, quantity: '1', rate: '20' }] });

    expect((await as(bob)('GET', `invoices/${id}/secure`)).body).toMatchObject({ id, user_ids: [] });
    const secured = await as(ann)('PUT', `invoices/${id}/secure`, { user_ids: [ann.id] });
    expect(secured.status).toBe(200);
    expect(secured.body.user_ids).toEqual([ann.id]);

    // Bob: gone from the list, the count and every read or write by id (404, as another company's).
    const listed = (await as(bob)('GET', 'invoices?per-page=50')).body.items.map((i: { id: number }) => i.id);
    expect(listed).toContain(other.body.id);
    expect(listed).not.toContain(id);
    expect((await as(bob)('GET', 'invoices/count')).body.count).toBe(1);
    expect((await as(bob)('GET', `invoices/${id}`)).status).toBe(404);
    expect((await as(bob)('PUT', `invoices/${id}`, { memo: 'peek' })).status).toBe(404);
    expect((await as(bob)('PUT', `invoices/${id}/secure`, { user_ids: [] })).status).toBe(404);
    expect((await as(bob)('GET', `invoices/${id}/pdf`)).status).toBe(404);

    // Ann, its user, and the owner (an administrator) see it; the owner was not chosen but still does.
    expect((await as(ann)('GET', `invoices/${id}`)).status).toBe(200);
    expect((await s.call('GET', `invoices/${id}`)).status).toBe(200);
    expect((await s.call('GET', 'invoices/count')).body.count).toBe(2);

    // The owner secures it to Bob as well: the one who secures it stays among its users.
    const both = await s.call('PUT', `invoices/${id}/secure`, { user_ids: [bob.id, bob.id] });
    expect(both.body.user_ids).toEqual([s.owner.id, bob.id].sort((a, b) => a - b));
    expect((await as(ann)('GET', `invoices/${id}`)).status).toBe(404);
    expect((await as(bob)('GET', `invoices/${id}`)).status).toBe(200);

    // No users: the record is open to everyone again.
    expect((await as(bob)('PUT', `invoices/${id}/secure`, { user_ids: [] })).body.user_ids).toEqual([]);
    expect((await as(ann)('GET', `invoices/${id}`)).status).toBe(200);
  });

  it('takes only active users of the company, and refuses those without the edit right', async () => {
    const s = await salesCompany('secure2');
    const stranger = await makeCompany('stranger');
    const bad = await s.call('PUT', `customers/${s.customerId}/secure`, { user_ids: [stranger.owner.id] });
    expect(bad.status).toBe(422);
    expect(bad.body[0]).toEqual({ field: 'user_ids', message: 'Some of the chosen users do not exist or are not active.', code: 'usersMissing', params: {} });
    expect((await s.call('PUT', `customers/${s.customerId}/secure`, { user_ids: 'all' })).status).toBe(422);
    const viewer = await s.call('GET', 'roles?q=Read-only');
    const reader = await addUser(s.host, s.owner.authKey);
    expect((await s.call('PUT', `users/${reader.id}`, { role_id: viewer.body.items[0].id })).status).toBe(200);
    expect((await api('PUT', `customers/${s.customerId}/secure`, { host: s.host, token: reader.token, body: { user_ids: [reader.id] } })).status).toBe(403);
    // A collection without the feature has no such path.
    expect((await s.call('PUT', `ar-terms/1/secure`, { user_ids: [] })).status).not.toBe(200);
  });
});
