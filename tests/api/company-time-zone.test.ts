import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TIME_ZONES } from '@/lib/time-zones';
import { salesCompany } from '../support/sales';

/** A day as the API gives dates (unix seconds). */
const u = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

/**
 * 11:30 UTC on December 31, 2026: 11:30 pm on the 30th at UTC-12 (Etc/GMT+12), and 12:30 am on
 * January 1, 2027 in Auckland (UTC+13 in its summer). Three companies, three different todays.
 */
const NOW = new Date('2026-12-31T11:30:00Z');

type Company = Awaited<ReturnType<typeof salesCompany>>;

async function companyIn(zone: (typeof TIME_ZONES)[number]): Promise<Company> {
  const s = await salesCompany('tz');
  const saved = await s.call('PUT', 'settings', { time_zone: TIME_ZONES.indexOf(zone) });
  expect(saved.status).toBe(200);
  return s;
}

/** Runs `fn` with the server's clock at `NOW` (only Date: timers and the database run as ever). */
async function at<T>(fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

describe('a company’s today is the day in its own time zone', { timeout: 120_000 }, () => {
  let behind: Company;
  let ahead: Company;
  let utc: Company;
  beforeAll(async () => {
    [behind, ahead, utc] = await Promise.all([companyIn('Etc/GMT+12'), companyIn('Pacific/Auckland'), companyIn('UTC')]);
  });
  afterEach(() => vi.useRealTimers());

  it('dates a copied invoice today where the company is, and its due date by its terms from that day', async () => {
    const copyOf = async (s: Company) => {
      const invoice = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-01', terms_id: s.terms.net30, lines: [{ type: 'service', item_id: s.items.design, quantity: '1' }] });
      expect(invoice.status).toBe(201);
      const copy = await at(() => s.call('POST', `invoices/${invoice.body.id}/copy`, {}));
      expect(copy.status).toBe(201);
      return [copy.body.date, copy.body.due_date];
    };
    expect(await copyOf(behind)).toEqual([u('2026-12-30'), u('2027-01-29')]);
    expect(await copyOf(ahead)).toEqual([u('2027-01-01'), u('2027-01-31')]);
    expect(await copyOf(utc)).toEqual([u('2026-12-31'), u('2027-01-30')]);
  });

  it('gives reports their "as of" today and their year (this year), and list exports their date, where the company is', async () => {
    const asOf = async (s: Company) => {
      const csv = await at(() => s.call('GET', 'reports/trial-balance?format=csv'));
      expect(csv.status).toBe(200);
      const year = await at(() => s.call('GET', 'reports/income-vs-expense'));
      const list = await at(() => s.call('GET', 'customers/export'));
      expect(list.headers.get('content-disposition')).toContain(`customers-${s.company.slug}-${/(\d{4}-\d{2}-\d{2})\.csv/.exec(csv.headers.get('content-disposition') ?? '')?.[1]}.csv`);
      return { file: /filename="trial-balance-[^"]*-(\d{4}-\d{2}-\d{2})\.csv"/.exec(csv.headers.get('content-disposition') ?? '')?.[1], period: String(csv.body).split('\n')[2], year: year.body.year };
    };
    expect(await asOf(behind)).toEqual({ file: '2026-12-30', period: '"As of December 30, 2026"', year: 2026 });
    expect(await asOf(ahead)).toEqual({ file: '2027-01-01', period: '"As of January 1, 2027"', year: 2027 });
    expect(await asOf(utc)).toEqual({ file: '2026-12-31', period: '"As of December 31, 2026"', year: 2026 });
  });

  it('ages open invoices as of the company’s today', async () => {
    const overdue = async (s: Company) => {
      const invoice = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-12-01', due_date: '2026-12-29', lines: [{ type: 'service', item_id: s.items.design, quantity: '1' }] });
      expect(invoice.status).toBe(201);
      const open = await at(() => s.call('GET', 'reports/open-receivables'));
      return open.body.rows.find((r: { id: number }) => r.id === invoice.body.id)?.days_overdue;
    };
    expect(await overdue(behind)).toBe(1);
    expect(await overdue(ahead)).toBe(3);
    expect(await overdue(utc)).toBe(2);
  });

  it('ages bills as of the company’s today', async () => {
    const aging = async (s: Company) => {
      const vendor = await s.call('POST', 'vendors', { display_name: 'Acme Supplies' });
      const bill = await s.call('POST', 'ap-bills', { vendor_id: vendor.body.id, date: '2026-12-01', due_date: '2026-12-29', lines: [{ account_id: s.account('6300'), amount: '10.00' }] });
      expect(bill.status).toBe(201);
      return (await at(() => s.call('GET', `ap-bills/${bill.body.id}`))).body.aging_days;
    };
    expect(await aging(behind)).toBe(1);
    expect(await aging(ahead)).toBe(3);
    expect(await aging(utc)).toBe(2);
  });
});
