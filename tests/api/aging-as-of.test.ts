import { describe, expect, it } from 'vitest';
import { payablesCompany } from '../support/payables';
import { DEFAULT_TIME_ZONE, todayIn } from '@/lib/time-zones';
import { postedSalesDocument } from '../support/receivables';

/**
 * A day `days` from the company's today, as YYYY-MM-DD. The test companies keep the default zone
 * (New York), whose day differs from UTC's for hours each night: a run just after midnight UTC
 * counted from the wrong day.
 */
const fromToday = (days: number) => new Date(Date.parse(`${todayIn(DEFAULT_TIME_ZONE)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The agings count days past due from the day they stand at: today unless a day is given (not a
 * period's end, which the report window used to send), and an item is past due from the day
 * after its due date: due today is current, 27 days past due is in 1–30. The reports declare
 * their date as such a day (`reportParam.asOf`), which `/meta` tells the report window.
 */
describe('the receivables and payables agings, as of a day', () => {
  it('count from today by default: due today is current, 27 days past due is in 1–30, 31 in 31–60', async () => {
    const ap = await payablesCompany('aging-day');
    const where = { host: ap.host, token: ap.owner.authKey };
    const customer = (await ap.call('POST', 'customers', { display_name: 'Today Ltd' })).body.id as number;
    await postedSalesDocument(where, { customerId: customer, date: fromToday(0), dueDate: fromToday(0), amount: '100.00' });
    await postedSalesDocument(where, { customerId: customer, date: fromToday(-40), dueDate: fromToday(-27), amount: '200.00' });
    await postedSalesDocument(where, { customerId: customer, date: fromToday(-60), dueDate: fromToday(-31), amount: '300.00' });
    const receivables = await ap.call('GET', 'reports/receivables-aging');
    expect(receivables.body.rows.map((r: Record<string, string>) => [r.current, r.days_1_30, r.days_31_60])).toEqual([['100.00', '200.00', '300.00']]);
    const open = await ap.call('GET', 'reports/open-receivables');
    expect(open.body.rows.map((r: { balance_due: string; days_overdue: number }) => [r.balance_due, r.days_overdue])).toEqual([['300.00', 31], ['200.00', 27], ['100.00', 0]]);

    await ap.bill(ap.acme, fromToday(0), [['6300', '40.00']], { due_date: fromToday(0) });
    await ap.bill(ap.acme, fromToday(-57), [['6300', '50.00']], { due_date: fromToday(-27) });
    await ap.bill(ap.zenith, fromToday(-61), [['6400', '60.00']], { due_date: fromToday(-31) });
    const payables = await ap.call('GET', 'reports/payables-aging');
    const byVendor = Object.fromEntries(payables.body.rows.map((r: Record<string, string>) => [r.vendor, [r.current, r.days_1_30, r.days_31_60]]));
    expect(byVendor).toEqual({ 'Acme Supplies': ['40.00', '50.00', '0.00'], 'Zenith Rentals': ['0.00', '0.00', '60.00'] });
    const bills = await ap.call('GET', 'reports/open-payables');
    expect(bills.body.rows.map((r: { balance_due: string; days_overdue: number }) => [r.balance_due, r.days_overdue])).toEqual([['60.00', 31], ['50.00', 27], ['40.00', 0]]);

    // A day picked counts from it: four days on, the invoice due today is in 1–30, the one 27 days past due in 31–60.
    const later = await ap.call('GET', `reports/receivables-aging?date=${fromToday(4)}`);
    expect(later.body.rows.map((r: Record<string, string>) => [r.current, r.days_1_30, r.days_31_60])).toEqual([['0.00', '100.00', '500.00']]);
  });

  it('declare their date as a day, today by default, which the report window picks as such', async () => {
    const ap = await payablesCompany('aging-meta');
    const reports = (await ap.call('GET', 'reports/meta')).body.reports as { name: string; params: { name: string; as_of?: boolean; default?: string }[] }[];
    for (const name of ['receivables-aging', 'open-receivables', 'payables-aging', 'open-payables']) {
      expect(reports.find((r) => r.name === name)!.params.find((p) => p.name === 'date'), name).toMatchObject({ kind: 'date', as_of: true, default: 'today' });
    }
    // A balance report stands at its period's end: its date is no such day.
    expect(reports.find((r) => r.name === 'balance-sheet')!.params.find((p) => p.name === 'date')!.as_of).toBeUndefined();
  });
});
