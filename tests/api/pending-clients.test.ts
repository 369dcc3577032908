import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';

type Placed = { gem_id: number; figure: { count: number } | null };

describe('Pending Clients (gem 209) and the Clients gem by its other ids (76, 210)', () => {
  it('lists the clients waiting for approval; approve and reject each with the spec’s confirmation', async () => {
    const b = await booksCompany('pending');
    const make = async (name: string, status?: number) => (await b.call('POST', 'clients', { display_name: name, ...(status ? { status } : {}) })).body;
    const fresh = await make('Fresh Client');
    const waiting = await make('Waiting Client', 11);
    const active = await make('Active Client', 10);
    expect(fresh.status).toBe(15);
    const pending = async () => (await b.call('GET', 'clients?filter[status]=11,15&sort=display_name')).body.items.map((c: { display_name: string }) => c.display_name);
    expect(await pending()).toEqual(['Fresh Client', 'Waiting Client']);

    const meta = (await b.call('GET', 'clients/meta')).body;
    const actions = JSON.stringify(meta.actions ?? meta);
    expect(actions).toContain('Are you sure you want to approve {n} item(s)?');
    expect(actions).toContain('Are you sure you want to reject {n} item(s)?');

    const approved = await b.call('POST', `clients/${fresh.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 12, status_label: 'Approved' });
    const rejected = await b.call('POST', `clients/${waiting.id}/reject`, {});
    expect(rejected.body).toMatchObject({ status: 8, status_label: 'Rejected' });
    expect(await pending()).toEqual([]);
    // Only a client waiting is decided on.
    const again = await b.call('POST', `clients/${active.id}/approve`, {});
    expect(again.status).toBe(422);
    expect(JSON.stringify(again.body)).toContain('not waiting for approval');
  });

  it('places the Clients gem by 76 or 210 as the one gem 23, and counts the pending clients on gem 209', async () => {
    const b = await booksCompany('gemalias');
    await b.call('POST', 'clients', { display_name: 'One' });
    await b.call('POST', 'clients', { display_name: 'Two' });
    await b.call('POST', 'clients', { display_name: 'Three', status: 10 });
    const placed = await b.call('POST', 'user-gems', { tab_id: 1, gem_id: 76 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.gem_id).toBe(23);
    // The same gem by its other id: already on the tab.
    expect((await b.call('POST', 'user-gems', { tab_id: 1, gem_id: 210 })).status).toBe(422);
    expect((await b.call('POST', 'user-gems', { tab_id: 1, gem_id: 77777 })).status).toBe(422);
    expect((await b.call('POST', 'user-gems', { tab_id: 1, gem_id: 209 })).status).toBe(201);
    const board = (await b.call('GET', 'user-gems/all?filter[tab_id]=1&expand=figure')).body.items as Placed[];
    const figure = (id: number) => board.find((g) => g.gem_id === id)?.figure;
    expect(figure(23)).toEqual({ count: 3 });
    expect(figure(209)).toEqual({ count: 2 });
  });
});
