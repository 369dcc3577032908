import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, makeCompany } from '../support/api';
import { booksCompany } from '../support/books';
import { query } from '../support/payroll';

type Books = Awaited<ReturnType<typeof booksCompany>>;
type Stub = { employee_id: number; gross: string; net: string; items: { name: string; current: string; wages: string }[] };

/**
 * A new company's example tax tables and payroll items (lib/modules/payroll/defaults.ts), and
 * withholding allowances (docs/decisions.md, "Issue 40: example tax tables, allowances").
 */
describe('a new company runs payroll out of the box, from its example tables', () => {
  let b: Books;
  let item: (name: string) => number;
  let federal: number;
  let state: number;
  const ok = (res: { status: number; body: any }, status = 201) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  };
  const employee = async (display_name: string, allowances?: number) => {
    const id = ok(await b.call('POST', 'employees', { display_name })).id as number;
    const names = ['Hourly pay', 'Overtime pay (1.5x)', 'Federal income tax withholding', 'State income tax withholding (example)', 'Social Security withholding', 'Medicare withholding', 'Social Security, company share', 'Medicare, company share', 'Federal unemployment (FUTA)', 'State unemployment (example rate)'];
    ok(await b.call('POST', 'pay-setups', { employee_id: id, pay_rate: '25', pay_frequency: 'weekly', filing_status: 'single', allowances, items: names.map((n) => ({ payroll_item_id: item(n) })) }));
    return id;
  };
  const run = async (week: string, payDay: string, lines: Record<string, unknown>[]) =>
    ok(await b.call('POST', 'pay-runs', { period_start: `2026-04-${week}`, period_end: `2026-04-${String(Number(week) + 6).padStart(2, '0')}`, pay_date: `2026-04-${payDay}`, bank_account_id: b.account('1000'), lines }));
  const figures = async (runId: number, employeeId: number) => {
    const stubs = ok(await b.call('GET', `pay-runs/${runId}/stubs`), 200) as Stub[];
    const stub = stubs.find((s) => s.employee_id === employeeId)!;
    return { gross: stub.gross, net: stub.net, items: Object.fromEntries(stub.items.map((i) => [i.name, i.current])) };
  };

  beforeAll(async () => {
    b = await booksCompany('payex');
    const items = ok(await b.call('GET', 'payroll-items/all'), 200).items as { id: number; display_name: string }[];
    item = (name) => items.find((i) => i.display_name === name)?.id ?? Number.NaN;
    const tables = ok(await b.call('GET', 'tax-tables/all'), 200).items as { id: number; display_name: string }[];
    federal = tables.find((t) => t.display_name.startsWith('Federal'))!.id;
    state = tables.find((t) => t.display_name.startsWith('State'))!.id;
  });

  it('starts with two example tables for 2026, labelled as examples, and eleven payroll items on its own accounts', async () => {
    const fed = ok(await b.call('GET', `tax-tables/${federal}?expand=brackets`), 200);
    expect(fed).toMatchObject({ display_name: 'Federal income tax withholding (2026 example)', year: 2026, allowance_amount: '0.00' });
    expect(fed.notes).toMatch(/keep it current/);
    const single = fed.brackets.filter((x: { filing_status: string }) => x.filing_status === 'single').map((x: { over: string; up_to: string | null; rate: string }) => [x.over, x.up_to, x.rate]);
    expect(single[0]).toEqual(['0.00', '16100.00', '0.0000']);
    expect(single[1]).toEqual(['16100.00', '28500.00', '10.0000']);
    expect(single.at(-1)).toEqual(['656700.00', null, '37.0000']);
    expect(new Set(fed.brackets.map((x: { filing_status: string }) => x.filing_status))).toEqual(new Set(['single', 'married', 'head_of_household']));
    expect(ok(await b.call('GET', `tax-tables/${state}`), 200)).toMatchObject({ display_name: "State income tax withholding (example, not any state's)", allowance_amount: '1000.00' });
    const ss = ok(await b.call('GET', `payroll-items/${item('Social Security, company share')}`), 200);
    expect(ss).toMatchObject({ kind: 'employer_tax', rate: '6.2000', wage_base: '184500.00', expense_account_id: b.account('6650'), liability_account_id: b.account('2200') });
    expect(ok(await b.call('GET', `payroll-items/${item('Hourly pay')}`), 200)).toMatchObject({ kind: 'hourly', expense_account_id: b.account('6600') });
    expect(ok(await b.call('GET', 'payroll-items/count'), 200).count).toBe(11);
  });

  it('pays an hourly employee from the examples, every figure worked by hand, and posts one balanced journal', async () => {
    const dana = await employee('Dana Diaz');
    // 40 h × 25.00 + 4 h × 25.00 × 1.5 = 1,150.00 gross; a year of such weeks is 59,800.00.
    const res = await run('06', '10', [{ employee_id: dana, regular_hours: '40', overtime_hours: '4' }]);
    expect(res).toMatchObject({ state: 'posted', gross: '1150.00', net: '919.98', employer_taxes: '125.93' });
    expect(await figures(res.id, dana)).toEqual({
      gross: '1150.00',
      net: '919.98',
      items: {
        'Hourly pay': '1000.00',
        'Overtime pay (1.5x)': '150.00',
        // 10 % of 12,400.00 + 12 % of 31,300.00 = 4,996.00 a year; ÷ 52 = 96.0769 → 96.08.
        'Federal income tax withholding': '96.08',
        // 2 % of 10,000.00 + 4 % of 30,000.00 + 5 % of 19,800.00 = 2,390.00; ÷ 52 = 45.9615 → 45.96.
        'State income tax withholding (example)': '45.96',
        'Social Security withholding': '71.30',
        // 1.45 % of 1,150.00 = 16.675 → 16.68 (half-up).
        'Medicare withholding': '16.68',
        'Social Security, company share': '71.30',
        'Medicare, company share': '16.68',
        'Federal unemployment (FUTA)': '6.90',
        'State unemployment (example rate)': '31.05',
      },
    });
    const journal = await query<{ number: string; debit: string; credit: string }>(
      b.company.id,
      sql`select a.number, sum(l.debit)::numeric(14,2)::text as debit, sum(l.credit)::numeric(14,2)::text as credit from journal_lines l join accounts a on a.id = l.account_id join pay_runs r on r.journal_id = l.journal_id where r.id = ${res.id} group by a.number order by a.number`,
    );
    expect(journal).toEqual([
      { number: '1000', debit: '0.00', credit: '919.98' },
      // Withheld 230.02 and the company's 125.93.
      { number: '2200', debit: '0.00', credit: '355.95' },
      { number: '6600', debit: '1150.00', credit: '0.00' },
      { number: '6650', debit: '125.93', credit: '0.00' },
    ]);
  });

  it('takes two allowances of the state table off the annual wages: 36.54 instead of 38.46', async () => {
    const eli = await employee('Eli Ebert', 2);
    const fay = await employee('Fay Fox');
    const res = await run('13', '17', [{ employee_id: eli, regular_hours: '40' }, { employee_id: fay, regular_hours: '40' }]);
    const eliPay = await figures(res.id, eli);
    // 52,000.00 a year less 2 × 1,000.00 = 50,000.00: 200.00 + 1,200.00 + 500.00 = 1,900.00; ÷ 52 = 36.538 → 36.54.
    expect(eliPay.items['State income tax withholding (example)']).toBe('36.54');
    // Without allowances: 52,000.00: 2,000.00 ÷ 52 = 38.4615 → 38.46.
    expect((await figures(res.id, fay)).items['State income tax withholding (example)']).toBe('38.46');
    // The federal example has no allowance amount (Form W-4 from 2020 on has none): 4,060.00 ÷ 52 = 78.0769 → 78.08 for both.
    expect(eliPay.items['Federal income tax withholding']).toBe('78.08');
    // 1,000.00 − 78.08 − 36.54 − 62.00 − 14.50.
    expect(eliPay.net).toBe('808.88');
  });

  it('reads the allowance amount the company gives its table: 2 × 4,300.00 off the federal wages', async () => {
    ok(await b.call('PUT', `tax-tables/${federal}`, { allowance_amount: '4300' }), 200);
    const gus = await employee('Gus Grant', 2);
    const res = await run('20', '24', [{ employee_id: gus, regular_hours: '40' }]);
    // 52,000.00 − 8,600.00 = 43,400.00: 1,240.00 + 12 % of 14,900.00 = 3,028.00; ÷ 52 = 58.2307 → 58.23.
    expect((await figures(res.id, gus)).items['Federal income tax withholding']).toBe('58.23');
  });

  it('refuses allowances out of range and a negative allowance amount, naming the field', async () => {
    const hal = ok(await b.call('POST', 'employees', { display_name: 'Hal Hunt' })).id;
    const bad = await b.call('POST', 'pay-setups', { employee_id: hal, pay_rate: '25', pay_frequency: 'weekly', allowances: -1, items: [{ payroll_item_id: item('Hourly pay') }] });
    expect([bad.status, bad.body.map((e: { field: string }) => e.field)]).toEqual([422, ['allowances']]);
    const neg = await b.call('PUT', `tax-tables/${state}`, { allowance_amount: '-5' });
    expect([neg.status, neg.body.map((e: { field: string }) => e.field)]).toEqual([422, ['allowance_amount']]);
  });

  it('gives a Spanish company its examples in Spanish', async () => {
    const company = await makeCompany('payes', 'es');
    const names = async (collection: string) => (await api('GET', `${collection}/all`, { host: company.host, token: company.owner.authKey })).body.items.map((t: { display_name: string }) => t.display_name);
    expect(await names('tax-tables')).toContain('Retención federal del impuesto sobre la renta (ejemplo 2026)');
    expect(await names('payroll-items')).toContain('Seguro Social, parte de la empresa');
  });
});
