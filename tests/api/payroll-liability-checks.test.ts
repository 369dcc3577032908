import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleApi } from '@/lib/api/handle';
import { pdfText } from '../support/pdf';
import { fields, net, payrollCompany, query, type Payroll } from '../support/payroll';

/** The owed balance of an item on a day. */
const owed = async (p: Payroll, item: number, date = '2026-04-30') => (await p.call('GET', `payroll-items/${item}/owed?date=${date}`)).body.owed;

/**
 * Liability payments paid by check (lib/modules/payroll/liability-checks.ts): banking writes the
 * check, it waits in the print queue and prints on the check layout; the check is the posting.
 */
describe('a liability payment paid by check', () => {
  let p: Payroll;
  let payment: { id: number; check_id: number; reference: string };
  beforeAll(async () => {
    p = await payrollCompany('payliachk');
    // Carol's week: federal 799.23, social security 248.00 and the company's 248.00, unemployment 24.00.
    const run = await p.call('POST', 'pay-runs', { period_start: '2026-03-02', period_end: '2026-03-08', pay_date: '2026-03-13', bank_account_id: p.accounts.bank, lines: [{ employee_id: p.carol }] });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
  });

  it('writes a check to the payee for the total, a line per liability account, into the print queue; the payment posts no journal of its own', async () => {
    const bankBefore = await net(p, p.accounts.bank);
    const res = await p.call('POST', 'liability-payments?expand=check', {
      date: '2026-04-15',
      bank_account_id: p.accounts.bank,
      payee: 'United States Treasury',
      paid_by: 'check',
      lines: [{ payroll_item_id: p.items.federal }, { payroll_item_id: p.items.ss }, { payroll_item_id: p.items.employerSs }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    payment = res.body;
    expect(res.body).toMatchObject({ state: 'posted', paid_by: 'check', amount: '1295.23', journal_id: null });
    expect(res.body.check_id).toEqual(expect.any(Number));
    const check = (await p.call('GET', `checks/${payment.check_id}?expand=lines`)).body;
    expect(check).toMatchObject({ state: 'posted', amount: '1295.23', payee_name: 'United States Treasury', is_printed: false, amount_in_words: 'One thousand two hundred ninety-five and 23/100' });
    expect(payment.reference).toBe(String(check.number));
    // Federal 799.23 to 2210; social security 248.00 + 248.00 to 2220.
    expect(check.lines.map((l: { account_id: number; amount: string }) => [l.account_id, l.amount])).toEqual([
      [p.accounts.federalOwed, '799.23'],
      [p.accounts.ssOwed, '496.00'],
    ]);
    const queue = (await p.call('GET', 'checks?filter[state]=posted&filter[is_printed]=0')).body.items.map((c: { id: number }) => c.id);
    expect(queue).toContain(payment.check_id);
    // One posting, the check's: the liabilities paid, the bank credited once.
    expect(await net(p, p.accounts.federalOwed)).toBe('0.00');
    expect(await net(p, p.accounts.ssOwed)).toBe('0.00');
    expect(await net(p, p.accounts.bank)).toBe((Number(bankBefore) - 1295.23).toFixed(2));
    const journals = await query<{ source_type: string }>(p.company.id, sql`select source_type from journals where source_type in ('liability_payment', 'check')`);
    expect(journals).toEqual([{ source_type: 'check' }]);
    expect(await owed(p, p.items.federal)).toBe('0.00');
  });

  it('prints on the check layout: payee, amount and amount in words', async () => {
    const printed = await handleApi(
      new Request(`http://${p.host}/api/v1/checks/print`, { method: 'POST', headers: { host: p.host, authorization: `Bearer ${p.owner.authKey}`, 'content-type': 'application/json' }, body: JSON.stringify({ ids: [payment.check_id] }) }),
    );
    expect(printed.status).toBe(200);
    const text = pdfText(new Uint8Array(await printed.arrayBuffer()));
    expect(text).toContain('United States Treasury');
    expect(text).toContain('One thousand two hundred ninety-five and 23/100');
    expect(text).toContain('1,295.23');
  });

  it('refuses a check without a payee, and a change of how a posted payment was paid, naming the field', async () => {
    const body = { date: '2026-04-16', bank_account_id: p.accounts.bank, paid_by: 'check', lines: [{ payroll_item_id: p.items.futa }] };
    expect(fields(await p.call('POST', 'liability-payments', body))).toEqual([422, ['payee']]);
    expect(await owed(p, p.items.futa)).toBe('24.00');
    const electronic = await p.call('POST', 'liability-payments', { ...body, paid_by: 'electronic', payee: 'Department of Labor' });
    expect(electronic.status, JSON.stringify(electronic.body)).toBe(201);
    expect(fields(await p.call('PUT', `liability-payments/${electronic.body.id}`, { paid_by: 'check' }))).toEqual([422, ['paid_by']]);
  });

  it('is voided only once its check is; a check voided in banking pays nothing, so the items are owed again', async () => {
    expect(fields(await p.call('POST', `liability-payments/${payment.id}/void`, {}))).toEqual([422, ['id']]);
    expect((await p.call('POST', `checks/${payment.check_id}/void`, {})).status).toBe(200);
    expect(await owed(p, p.items.federal)).toBe('799.23');
    expect(await owed(p, p.items.ss)).toBe('248.00');
    expect(await net(p, p.accounts.federalOwed)).toBe('-799.23');
    // The liabilities report reads it so too: nothing paid in April.
    const report = await p.call('GET', 'reports/payroll-liabilities?from=2026-04-01&to=2026-04-30');
    expect(report.body.rows.find((r: { item: string }) => r.item === 'Federal income tax')).toMatchObject({ paid: '0.00', balance: '799.23' });
    const voided = await p.call('POST', `liability-payments/${payment.id}/void`, {});
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body).toMatchObject({ state: 'void', check_id: payment.check_id });
    expect(await owed(p, p.items.federal)).toBe('799.23');
    // Paid anew by another check.
    const again = await p.call('POST', 'liability-payments', { date: '2026-04-20', bank_account_id: p.accounts.bank, payee: 'United States Treasury', paid_by: 'check', lines: [{ payroll_item_id: p.items.federal }] });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.check_id).not.toBe(payment.check_id);
    expect(await owed(p, p.items.federal)).toBe('0.00');
    const off = await query<{ off: string }>(p.company.id, sql`select coalesce(sum(debit - credit), 0)::numeric(14,2)::text as off from journal_lines`);
    expect(off[0].off).toBe('0.00');
  });
});
