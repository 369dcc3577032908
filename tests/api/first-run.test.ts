import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/api/registry';
import { dashboardSummary, dismissSetup } from '@/lib/modules/workspace/dashboard';
import { findCompanyBySlug } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser } from '@/lib/users/session-user';
import { DEFAULT_GEM_IDS } from '@/lib/workspace/gems';
import { api, PASSWORD } from '../support/api';
import { booksCompany } from '../support/books';
import { addUser } from '../support/people';
import { TEST_MODULES } from '../support/test-modules';

const today = '2026-06-15';

async function summaryFor(slug: string, userId: number) {
  const company = (await findCompanyBySlug(slug))!;
  return withTenant(company.id, async (tx) => dashboardSummary({ tx, company, user: (await loadUser(tx, { id: userId }))!, registry: resources }, today));
}

describe('a new person’s desk', () => {
  it('has gems on the dashboard and on every area tab whose windows exist, for an owner, a user made by an admin and one who signed up', async () => {
    const books = await booksCompany('desk');
    const staff = await addUser(books.host, books.owner.authKey);
    const signedUp = await api('POST', 'site/signup', { host: books.host, body: { display_name: 'New Person', email: 'new@desk.test', password: PASSWORD }, headers: { 'x-forwarded-for': '192.0.2.77' } });
    expect(signedUp.status).toBe(202);
    const inactive = await books.call('GET', 'users/inactive');
    await books.call('POST', `users/${inactive.body.items[0].id}/activate`);
    const newcomer = await api('POST', 'site/login', { host: books.host, body: { email: 'new@desk.test', password: PASSWORD } });
    for (const token of [books.owner.authKey, staff.token, newcomer.body.auth_key]) {
      const gems = await api('GET', 'user-gems/all?sort=position', { host: books.host, token });
      const on = (tab: number) => gems.body.items.filter((g: { tab_id: number }) => g.tab_id === tab).map((g: { gem_id: number }) => g.gem_id);
      expect(on(1)).toEqual(DEFAULT_GEM_IDS);
      expect(on(10)).toEqual([34, 23, 209, 27, 145, 146, 148, 149, 119]); // the E-Mail Blaster's, Client Resources' and Pending Clients' windows exist too
      expect(on(2)).toContain(177);
    }
  }, 90_000); // three people's passwords hashed and checked: slow on a busy machine

  it('offers in Add Gems only the gems that open a window, each with a description', async () => {
    const books = await booksCompany('catalogue');
    const gems = await books.call('GET', 'gems/all');
    // The app's own gems: a test area's text is not in the app's messages.
    const testGems = new Set(TEST_MODULES.flatMap((t) => Object.values(t.module.gems ?? {}).flat().map((g) => g.id)));
    const available = gems.body.items.filter((g: { id: number; available: number }) => g.available === 1 && !testGems.has(g.id));
    expect(available.length).toBeGreaterThan(20);
    for (const g of available) expect(g.description, g.title).toMatch(/\w{3,}/);
  });
});

describe('the dashboard', () => {
  it('shows cash per bank account, the year so far, what needs attention, and the setup checklist until dismissed', async () => {
    const books = await booksCompany('dash');
    let summary = await summaryFor(books.company.slug, books.owner.id);
    expect(summary.setup?.map((s) => [s.key, s.done])).toEqual([['settings', false], ['banks', false], ['customer', false], ['user', false]]);

    await books.call('POST', 'bank-deposits', { bank_account_id: books.account('1000'), date: '2026-05-04', lines: [{ account_id: books.account('4000'), amount: '1500.50' }] });
    await books.call('POST', 'checks', { bank_account_id: books.account('1000'), date: '2026-06-02', payee_name: 'Landlord', lines: [{ account_id: books.account('6400'), amount: '500.00' }] });
    await books.call('POST', 'checks', { bank_account_id: books.account('1000'), date: '2026-06-03', payee_name: 'Later', state: 'draft', lines: [{ account_id: books.account('6300'), amount: '20.00' }] });
    await books.call('POST', 'customers', { display_name: 'First Customer' });
    await books.call('PUT', 'settings', { fiscal_year_start_month: 1 });
    await api('POST', 'site/signup', { host: books.host, body: { display_name: 'Waiting', email: 'wait@dash.test', password: PASSWORD }, headers: { 'x-forwarded-for': '192.0.2.78' } });

    summary = await summaryFor(books.company.slug, books.owner.id);
    expect(summary.banks?.find((b) => b.number === '1000')?.balance).toBe('1000.50');
    expect(summary.year).toMatchObject({ year: 2026, income: '1500.50', expense: '500.00', net: '1000.50' });
    expect(summary.year?.months.slice(4, 6)).toEqual([{ month: 5, income: '1500.50', expense: '0.00', net: '1500.50' }, { month: 6, income: '0.00', expense: '500.00', net: '-500.00' }]);
    // The May deposit is a past month's bank line not reconciled; June's check is this month's.
    expect(summary.attention).toEqual({ drafts: 1, unreconciled: 1, waitingUsers: 1 });
    expect(summary.setup?.map((s) => [s.key, s.done])).toEqual([['settings', true], ['banks', true], ['customer', true], ['user', true]]);

    const staff = await addUser(books.host, books.owner.authKey);
    const theirs = await summaryFor(books.company.slug, staff.id);
    expect(theirs.setup).toBeNull();
    expect(theirs.attention.waitingUsers).toBeNull();
    expect(theirs.banks?.length).toBeGreaterThan(0);

    // A role that may not see the accounts, checks or reconciliations is shown none of their figures.
    const role = await books.call('POST', 'roles', { display_name: 'Customers only', rights: { customer: ['view', 'create', 'edit'] } });
    const clerk = await addUser(books.host, books.owner.authKey, { role_id: role.body.id });
    expect(await summaryFor(books.company.slug, clerk.id)).toMatchObject({ banks: null, year: null, attention: { drafts: null, unreconciled: null, waitingUsers: null } });

    const company = (await findCompanyBySlug(books.company.slug))!;
    await withTenant(company.id, async (tx) => dismissSetup({ tx, company, user: (await loadUser(tx, { id: books.owner.id }))! }));
    expect((await summaryFor(books.company.slug, books.owner.id)).setup).toBeNull();
  });
});
