import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, seedDemo } from '@/db/seed';
import { api } from '../support/api';
import { booksCompany, postBakeryJune } from '../support/books';
import { postedSalesDocument } from '../support/receivables';
import { TEST_MODULES } from '../support/test-modules';

/**
 * What the 13 reports answered before they were declared (defineReport), kept in
 * tests/fixtures/reports-before/: JSON and CSV (English and Spanish) and the refusals, on the demo
 * company and on the bakery's June (tests/api/books-month.test.ts) with a few bills and an invoice.
 * The answers now must be the same, byte for byte. `WRITE_REPORTS_FIXTURE=1` rewrites the fixture
 * (only ever from the code being compared against).
 *
 * The clock stands still at NOW, so that "today" (default dates, the demo's year of books) is the
 * same on every run. Ids depend on what the database held before, so each id is written as its rank
 * among the ids of that key in the report (same order, same rows); the bakery's slug as SLUG.
 */
const NOW = new Date('2026-11-15T12:00:00Z');
const DIR = join(import.meta.dirname, '../fixtures/reports-before');
const WRITE = process.env.WRITE_REPORTS_FIXTURE === '1';

/** The test areas' reports (tests/support/test-modules.ts), which the shipped app never lists: left out of "Reports: …" as before them. */
const TEST_REPORTS = TEST_MODULES.flatMap((t) => (t.module.reports ?? []).map((r) => r.name));
/** Reports declared since the fixture was written (new areas' own), left out of "Reports: …" likewise. */
const LATER_REPORTS = ['inventory-valuation', 'storage-report', 'payroll-liabilities', 'inventory-reorder', 'time-summary', 'payroll-summary', 'payroll-employee-earnings', 'payroll-year-to-date', 'important-dates', 'attendance', 'stock-on-hand', 'open-purchase-orders', 'open-sales-orders', 'item-stock-moves'];
const withoutTestReports = (body: unknown): unknown => JSON.parse([...TEST_REPORTS, ...LATER_REPORTS].reduce((text, name) => text.replaceAll(`, ${name}`, ''), JSON.stringify(body)));

type Call = (method: string, path: string) => Promise<{ status: number; body: unknown; headers: Headers }>;
type Ids = { account: number; customer: number; vendor: number };

/** The queries asked of each report: defaults, explicit dates, comparisons, one entity, and refusals. */
const queries = (ids: Ids): string[] => [
  'trial-balance',
  'trial-balance?date=2026-06-30',
  'trial-balance?date=2026-02-30',
  'balance-sheet?date=2026-06-30',
  'balance-sheet?date=2026-06-30&compare_date=2026-06-15',
  'balance-sheet?date=2026-06-30&compare_date=nope',
  'chart-of-accounts',
  'chart-of-accounts?date=2026-06-30',
  'chart-of-accounts?view=inactive',
  'chart-of-accounts?view=gone',
  'profit-and-loss?from=2026-06-01&to=2026-06-30',
  'profit-and-loss?from=2026-01-01&to=2026-10-31&compare_from=2025-01-01&compare_to=2025-10-31',
  'profit-and-loss?from=2026-07-01&to=2026-06-01',
  'profit-and-loss?from=2026-06-01&to=2026-06-30&compare_from=2026-05-01&compare_to=2026-04-01',
  'profit-and-loss?to=2026-06-30',
  'income-vs-expense',
  'income-vs-expense?year=2026',
  'income-vs-expense?year=26',
  `account-balance?account_id=${ids.account}&year=2026`,
  `account-balance?account_id=${ids.account}`,
  'account-balance?year=2026',
  'account-balance?account_id=abc',
  'account-balance?account_id=2147483000',
  'account-balance?account_id=99999999999',
  'receivables-aging',
  'receivables-aging?date=2026-06-30',
  'open-receivables?date=2026-10-31',
  'open-receivables?date=2026-13-01',
  'top-customers?from=2026-01-01&to=2026-11-15',
  'top-customers?from=2026-01-01',
  `customer-statement?customer_id=${ids.customer}&from=2026-01-01&to=2026-11-15`,
  'customer-statement?customer_id=0&from=2026-01-01&to=2026-11-15',
  'customer-statement?customer_id=2147483000&from=2026-01-01&to=2026-11-15',
  'payables-aging',
  'payables-aging?date=2026-07-31',
  'open-payables?date=2026-07-31',
  `open-payables?date=2026-07-31&vendor_id=${ids.vendor}`,
  'open-payables?vendor_id=x',
  'undeposited-funds',
  'trial-balance?date=2026-06-30&format=xml',
  'no-such-report',
];

/** The queries also asked as CSV (in the person's language), refusals left out. */
const csvQueries = (ids: Ids) => queries(ids).filter((q) => !/02-30|=nope|gone|07-01&to|04-01|\?to=|=26$|account_id=(abc|2147|9999)|\?year=2026$|13-01|from=2026-01-01$|_id=(0|2147)|=x$|xml|no-such/.test(q));

/** Ids as their rank among the values of that key in the answer, so that a database holding other rows gives the same text. */
function rankIds(value: unknown): unknown {
  const seen = new Map<string, Set<number>>();
  const collect = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(collect);
    if (!v || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) {
      if (/(^|_)id$/.test(k) && typeof x === 'number') (seen.get(k) ?? seen.set(k, new Set()).get(k)!).add(x);
      else collect(x);
    }
  };
  collect(value);
  const rank = new Map([...seen].map(([k, set]) => [k, new Map([...set].sort((a, b) => a - b).map((id, i) => [id, i + 1]))]));
  const map = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(map);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, /(^|_)id$/.test(k) && typeof x === 'number' ? `${k}#${rank.get(k)!.get(x)}` : map(x)]));
    return v;
  };
  return map(value);
}

/** Every answer of a company, keyed by its query (ids in the query written by name). */
async function answersOf(call: Call, setLocale: (locale: string) => Promise<void>, ids: Ids, slug: string) {
  const named = (q: string) => q.replace(`account_id=${ids.account}`, 'account_id=ACCOUNT').replace(`customer_id=${ids.customer}`, 'customer_id=CUSTOMER').replace(`vendor_id=${ids.vendor}`, 'vendor_id=VENDOR');
  const out: Record<string, unknown> = {};
  const bare = (text: string | null) => (text ?? '').replaceAll(slug, 'SLUG');
  for (const q of queries(ids)) {
    const res = await call('GET', `reports/${q}`);
    out[`json ${named(q)}`] = { status: res.status, body: rankIds(withoutTestReports(res.body)) };
  }
  out['405 POST trial-balance'] = await call('POST', 'reports/trial-balance').then((r) => ({ status: r.status, body: r.body }));
  for (const locale of ['en', 'es']) {
    await setLocale(locale);
    for (const q of csvQueries(ids)) {
      const res = await call('GET', `reports/${q}${q.includes('?') ? '&' : '?'}format=csv`);
      out[`csv ${locale} ${named(q)}`] = { status: res.status, type: res.headers.get('content-type'), file: bare(res.headers.get('content-disposition')), text: bare(String(res.body)) };
    }
  }
  await setLocale('en');
  return out;
}

/** Compares with (or writes) the fixture of one company. */
function compare(name: string, answers: Record<string, unknown>) {
  const file = join(DIR, `${name}.json`);
  const text = `${JSON.stringify(answers, null, 1)}\n`;
  if (WRITE) {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(file, text);
  }
  expect(existsSync(file), `${file} is missing: run with WRITE_REPORTS_FIXTURE=1 on the code before the change`).toBe(true);
  const before = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  expect(Object.keys(answers)).toEqual(Object.keys(before));
  for (const key of Object.keys(before)) expect(answers[key], key).toEqual(before[key]);
}

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

describe('the reports answer what they answered before being declared', { timeout: 300_000 }, () => {
  it('on the demo company (on an empty database only: the demo is made once)', async (test) => {
    if (!(await seedDemo())) return test.skip();
    const host = `${DEMO.slug}.example.com`;
    const login = await api('POST', 'site/login', { host, body: { email: DEMO.admin.email, password: DEMO.admin.password } });
    const token = login.body.auth_key as string;
    const call: Call = (method, path) => api(method, path, { host, token });
    const first = async (path: string) => ((await call('GET', path)).body as { items: { id: number }[] }).items[0].id;
    const checking = ((await call('GET', 'accounts/all')).body as { items: { id: number; number: string }[] }).items.find((a) => a.number === '1000')!.id;
    const ids = { account: checking, customer: await first('customers?sort=display_name'), vendor: await first('vendors?sort=display_name') };
    const setLocale = async (locale: string) => void (await api('PUT', `users/${login.body.id}`, { host, token, body: { locale } }));
    compare('demo', await answersOf(call, setLocale, ids, DEMO.slug));
  });

  it('on the bakery’s June, with bills, an invoice and a payment waiting for the bank', async () => {
    const books = await booksCompany('bakery');
    await postBakeryJune(books);
    const { call, account } = books;
    const must = async (path: string, body: unknown) => {
      const res = await call('POST', path, body);
      if (res.status !== 201) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
      return res.body.id as number;
    };
    const [acme, zenith] = [await must('vendors', { display_name: 'Acme Supplies' }), await must('vendors', { display_name: 'Zenith Rentals' })];
    await must('ap-bills', { vendor_id: acme, date: '2026-06-05', due_date: '2026-07-05', lines: [{ account_id: account('6300'), amount: '300.00' }] });
    await must('ap-bills', { vendor_id: zenith, date: '2026-06-20', lines: [{ account_id: account('6400'), amount: '200.00' }] });
    await must('ap-credits', { vendor_id: acme, date: '2026-06-25', lines: [{ account_id: account('6300'), amount: '50.00' }] });
    const birch = await must('customers', { display_name: 'Birch' });
    const invoice = await postedSalesDocument({ host: books.host, token: books.owner.authKey }, { customerId: birch, date: '2026-06-12', dueDate: '2026-06-30', amount: '400.00' });
    await must('payments', { customer_id: birch, date: '2026-06-29', amount: '150.00', applications: [{ invoice_id: invoice, amount: '150.00' }] });
    await must('accounts', { display_name: 'Old Petty Cash', number: '1090', type: 1 }).then((id) => call('POST', `accounts/${id}/inactivate`));
    const setLocale = async (locale: string) => void (await call('PUT', `users/${books.owner.id}`, { locale }));
    compare('bakery', await answersOf(call, setLocale, { account: account('1000'), customer: birch, vendor: zenith }, books.company.slug));
  });
});
