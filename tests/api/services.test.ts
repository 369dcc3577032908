import { describe, expect, it } from 'vitest';
import { collectionsFor } from '@/lib/api/registry';
import { findCompanyBySlug } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser } from '@/lib/users/session-user';
import { api } from '../support/api';
import { addUser } from '../support/people';
import { salesCompany } from '../support/sales';

describe('services (spec section 6: the numbers that gate menu items)', () => {
  it('are listed with their numbers, all on at first, and turned off and on by administrators in the settings', async () => {
    const s = await salesCompany('svc');
    const listed = await s.call('GET', 'services?sort=number');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((r: { number: number; name: string; is_enabled: number }) => [r.number, r.name, r.is_enabled])).toEqual([
      [-3, 'Announce', 1],
      [18, 'Inactive views', 1],
      [208, 'E-mail', 1],
      [214, 'Secure items', 1],
    ]);
    const clerk = await addUser(s.host, s.owner.authKey);
    const asClerk = (method: string, path: string, body?: unknown) => api(method, path, { host: s.host, token: clerk.token, body });
    expect((await asClerk('PUT', 'settings', { service_email: 0 })).status).toBe(403);
    expect((await s.call('PUT', 'settings', { service_email: 2 })).body).toEqual([expect.objectContaining({ field: 'service_email' })]);
    expect((await s.call('PUT', 'settings', { service_announce: 0, service_inactive_views: 0, service_email: 0, service_secure_items: 0 })).status).toBe(200);
    const on = await s.call('GET', 'services?filter[is_enabled]=1');
    expect(on.body.items, JSON.stringify(on.body)).toEqual([]);
    expect((await asClerk('GET', 'services?sort=number')).body.items.map((r: { is_enabled: number }) => r.is_enabled)).toEqual([0, 0, 0, 0]);
  });

  it('turned off, refuse their calls with 403 and leave the workspace’s menus; what they kept comes back when turned on', async () => {
    const s = await salesCompany('svcoff');
    const staff = await addUser(s.host, s.owner.authKey);
    const inv = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: [{ type: 'service', item_id: s.items.design, quantity: '1', rate: '10' }] });
    const id = inv.body.id as number;
    expect((await s.call('PUT', `invoices/${id}/secure`, { user_ids: [s.owner.id] })).status).toBe(200);
    expect((await s.call('PUT', 'settings', { service_announce: 0, service_inactive_views: 0, service_email: 0, service_secure_items: 0 })).status).toBe(200);

    const refused = await s.call('POST', `customers/${s.customerId}/announce`, { user_ids: [staff.id] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Announce is turned off for this company/);
    expect((await s.call('GET', `invoices/${id}/secure`)).status).toBe(403);
    expect((await s.call('PUT', `invoices/${id}/secure`, { user_ids: [] })).status).toBe(403);
    expect((await s.call('GET', 'customers/inactive')).status).toBe(403);
    expect((await s.call('GET', 'emails')).status).toBe(403);
    expect((await s.call('POST', 'email-blasts', { display_name: 'X' })).status).toBe(403);
    expect((await s.call('POST', `invoices/${id}/email`, { to: 'ann@svc.test' })).status).toBe(403);
    // Still secured while the service is off: turning a service off never opens a record to everyone.
    expect((await api('GET', `invoices/${id}`, { host: s.host, token: staff.token })).status).toBe(404);
    // The rest goes on.
    expect((await s.call('GET', 'customers')).status).toBe(200);
    expect((await s.call('POST', `customers/${s.customerId}/bookmark`)).status).toBe(200);

    // The workspace is not told of the e-mail collections, so no gem or tab offers them; /meta marks the e-mail action.
    const company = (await findCompanyBySlug(s.company.slug))!;
    const owner = await withTenant(company.id, (tx) => loadUser(tx, { id: s.owner.id }));
    expect(Object.keys(collectionsFor(owner!, company))).not.toContain('emails');
    expect(Object.keys(collectionsFor(owner!, company))).not.toContain('email-blasts');
    const meta = await s.call('GET', 'invoices/meta');
    expect(meta.body.actions.find((a: { name: string }) => a.name === 'email').service).toBe('service_email');

    expect((await s.call('PUT', 'settings', { service_secure_items: 1, service_email: 1 })).status).toBe(200);
    expect((await s.call('GET', `invoices/${id}/secure`)).body.user_ids).toEqual([s.owner.id]);
    expect((await s.call('GET', 'emails')).status).toBe(200);
    expect(Object.keys(collectionsFor(owner!, (await findCompanyBySlug(s.company.slug))!))).toContain('emails');
  });
});
