import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';
import { postedSalesDocument } from '../support/receivables';

async function billed() {
  const books = await booksCompany('aging');
  const where = { host: books.host, token: books.owner.authKey };
  const acme = (await books.call('POST', 'customers', { display_name: 'Acme' })).body.id as number;
  const birch = (await books.call('POST', 'customers', { display_name: 'Birch' })).body.id as number;
  const invoice = (customerId: number, amount: string, dueDate: string) => postedSalesDocument(where, { customerId, date: '2026-01-01', dueDate, amount });
  return { ...books, acme, birch, invoice, where };
}

describe('receivables by aging period', () => {
  it('buckets open invoices by days past due at a date, less unapplied credits, and sees a past date as it stood', async () => {
    const b = await billed();
    // As of 2026-06-30: due 07-15 current, 06-20 10 days, 05-15 46 days, 04-15 76 days, 02-01 149 days.
    const current = await b.invoice(b.acme, '100.00', '2026-07-15');
    await b.invoice(b.acme, '200.00', '2026-06-20');
    await b.invoice(b.acme, '300.00', '2026-05-15');
    await b.invoice(b.birch, '400.00', '2026-04-15');
    const old = await b.invoice(b.birch, '500.00', '2026-02-01');
    // Birch pays the old invoice in part on 06-01, and in full on 07-10 with 20.00 over.
    await b.call('POST', 'payments', { customer_id: b.birch, date: '2026-06-01', amount: '150.00', applications: [{ invoice_id: old, amount: '150.00' }] });
    await b.call('POST', 'payments', { customer_id: b.birch, date: '2026-07-10', amount: '370.00', applications: [{ invoice_id: old, amount: '350.00' }] });
    await b.call('POST', 'payments', { customer_id: b.acme, date: '2026-07-11', amount: '100.00', applications: [{ invoice_id: current, amount: '100.00' }] });

    const june = await b.call('GET', 'reports/receivables-aging?date=2026-06-30');
    expect(june.status).toBe(200);
    const byName = (res: typeof june) => Object.fromEntries(res.body.rows.map((r: Record<string, string>) => [r.customer, [r.current, r.days_1_30, r.days_31_60, r.days_61_90, r.over_90, r.credits, r.total]]));
    expect(byName(june)).toEqual({
      Acme: ['100.00', '200.00', '300.00', '0.00', '0.00', '0.00', '600.00'],
      Birch: ['0.00', '0.00', '0.00', '400.00', '350.00', '0.00', '750.00'],
    });
    expect(june.body.totals).toMatchObject({ total: '1350.00', over_90: '350.00' });

    const july = await b.call('GET', 'reports/receivables-aging?date=2026-07-31');
    expect(byName(july)).toEqual({
      Acme: ['0.00', '0.00', '200.00', '300.00', '0.00', '0.00', '500.00'],
      Birch: ['0.00', '0.00', '0.00', '0.00', '400.00', '-20.00', '380.00'],
    });
    // Today's aging totals what each customer owes: their kept balance.
    const customers = await b.call('GET', 'customers?sort=display_name');
    expect(customers.body.items.map((c: { balance: string }) => c.balance)).toEqual(['500.00', '380.00']);
    expect((await b.call('GET', 'reports/trial-balance?date=2026-12-31')).body.rows.find((r: { number: string }) => r.number === '1200').debit).toBe('880.00');

    const open = await b.call('GET', 'reports/open-receivables?date=2026-06-30');
    expect(open.body.rows.map((r: { balance_due: string; days_overdue: number }) => [r.balance_due, r.days_overdue])).toEqual([
      ['350.00', 149],
      ['400.00', 76],
      ['300.00', 46],
      ['200.00', 10],
      ['100.00', 0],
    ]);
  });

  it('exports CSV with its columns and totals, and refuses a bad date with a 400', async () => {
    const b = await billed();
    await b.invoice(b.acme, '100.00', '2026-01-31');
    const res = await fetchCsv(b.host, b.owner.authKey, 'reports/receivables-aging?date=2026-03-01&format=csv');
    expect(res).toContain('Customer,Current,1 - 30,31 - 60,61 - 90,Over 90,Credits,Total');
    expect(res).toContain('Acme,0.00,100.00,0.00,0.00,0.00,0.00,100.00');
    expect((await b.call('GET', 'reports/receivables-aging?date=2026-02-30')).status).toBe(400);
    expect((await b.call('GET', 'reports/customer-statement?from=2026-01-01&to=2026-01-31')).status).toBe(400);
    expect((await b.call('GET', 'reports/customer-statement?customer_id=99999999&from=2026-01-01&to=2026-01-31')).status).toBe(404);
  });
});

async function fetchCsv(host: string, token: string, path: string) {
  const { handleApi } = await import('@/lib/api/handle');
  const res = await handleApi(new Request(`http://${host}/api/v1/${path}`, { headers: { host, authorization: `Bearer ${token}` } }));
  return res.text();
}

describe('customer statement and top customers', () => {
  it('list a customer’s charges and payments with the running balance, from the balance brought forward', async () => {
    const b = await billed();
    const a = await b.invoice(b.acme, '250.00', '2026-01-31');
    await b.invoice(b.birch, '900.00', '2026-01-31');
    await b.call('POST', 'payments', { customer_id: b.acme, date: '2026-02-10', amount: '100.00', applications: [{ invoice_id: a, amount: '100.00' }] });
    await b.call('POST', 'write-offs', { invoice_id: a, date: '2026-03-10', amount: '50.00' });
    const statement = await b.call('GET', `reports/customer-statement?customer_id=${b.acme}&from=2026-02-01&to=2026-03-31`);
    expect(statement.status).toBe(200);
    expect(statement.body.totals).toEqual({ opening_balance: '250.00', debit: '0.00', credit: '150.00', closing_balance: '100.00' });
    expect(statement.body.rows.map((r: { credit: string; balance: string }) => [r.credit, r.balance])).toEqual([
      ['100.00', '150.00'],
      ['50.00', '100.00'],
    ]);
    expect((await b.call('GET', `customers/${b.acme}`)).body.balance).toBe('100.00');

    const top = await b.call('GET', 'reports/top-customers?from=2026-01-01&to=2026-12-31');
    expect(top.body.rows.map((r: { customer: string; sales: string; balance: string }) => [r.customer, r.sales, r.balance])).toEqual([
      ['Birch', '900.00', '900.00'],
      ['Acme', '250.00', '100.00'],
    ]);
  });
});
