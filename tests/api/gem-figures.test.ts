import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';

type Placed = { gem_id: number; figure: { count: number } | { money: string } | null };

describe('the figures gems show', () => {
  it('counts the active records of a list gem and sums the bank accounts for Banking', async () => {
    const books = await booksCompany('figures');
    for (const name of ['Acme Corp', 'Vandelay Industries', 'Kramerica']) await books.call('POST', 'customers', { display_name: name });
    const all = await books.call('GET', 'customers/all');
    await books.call('POST', `customers/${all.body.items[0].id}/inactivate`);
    // Two days back: a day that has passed in every company zone (the company's today may still be yesterday in UTC).
    const past = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await books.entry(past, [['1000', '1500.50', null], ['3000', null, '1500.50']]);

    const board = async (tab: number) => {
      const res = await books.call('GET', `user-gems/all?filter[tab_id]=${tab}&sort=position&expand=figure`);
      expect(res.status).toBe(200);
      return new Map((res.body.items as Placed[]).map((g) => [g.gem_id, g.figure]));
    };
    const dashboard = await board(1);
    expect(dashboard.get(34)).toEqual({ count: 2 }); // the inactive customer is not in the list's count
    expect(dashboard.get(177)).toEqual({ money: '1500.50' });
    expect(dashboard.get(187)).toBeNull(); // a report has no figure
    const accounting = await board(2);
    expect(accounting.has(58)).toBe(true);
    expect(accounting.get(58)).toBeNull(); // the chart of accounts: none
    expect(accounting.get(174)).toEqual({ count: 1 });
    // Unless asked for, no figure is read.
    const plain = await books.call('GET', 'user-gems/all?filter[tab_id]=1');
    expect(plain.body.items[0]).not.toHaveProperty('figure');
  }, 120_000); // a company signed up and a journal posted: slow on a busy machine
});
