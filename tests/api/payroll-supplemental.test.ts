import { beforeAll, describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';
import { fields, payrollCompany, type Payroll } from '../support/payroll';

type Stub = { employee_id: number; gross: string; net: string; items: { name: string; current: string; wages: string }[] };

/**
 * Bonuses and commissions withheld at the tax table's flat supplemental rate instead of with the
 * regular wages (docs/decisions.md, "Issue 40: supplemental-rate withholding"), worked by hand.
 */
describe('supplemental-rate withholding of bonuses and commissions', () => {
  let p: Payroll;
  let bonus: number;
  let commission: number;
  const stubsOf = async (run: number) => (await p.call('GET', `pay-runs/${run}/stubs`)).body as Stub[];
  const federal = (stubs: Stub[], id: number) => stubs.find((s) => s.employee_id === id)!.items.find((i) => i.name === 'Federal income tax')!.current;
  beforeAll(async () => {
    p = await payrollCompany('supplemental');
    // The example federal table of the suites, with Publication 15's rates: 22 %, and 37 % past 1,000,000.00 of supplemental wages in the year.
    const set = await p.call('PUT', `tax-tables/${p.table}`, { supplemental_rate: '22', supplemental_limit: '1000000', supplemental_over_rate: '37' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    bonus = await p.made('payroll-items', { display_name: 'Bonus', kind: 'bonus', expense_account_id: p.accounts.wages });
    // Withheld with the regular wages (the aggregate method), as its item says.
    commission = await p.made('payroll-items', { display_name: 'Commission', kind: 'commission', expense_account_id: p.accounts.wages, supplemental: 0 });
  });

  it('a bonus or commission item withholds at the supplemental rate unless it says not; a limit needs the rate', async () => {
    expect((await p.call('GET', `payroll-items/${bonus}`)).body.supplemental).toBeTruthy();
    expect((await p.call('GET', `payroll-items/${commission}`)).body.supplemental).toBeFalsy();
    expect(fields(await p.call('POST', 'tax-tables', { display_name: 'Other', year: 2026, supplemental_limit: '1000000' }))).toEqual([422, ['supplemental_rate']]);
    expect(fields(await p.call('POST', 'tax-tables', { display_name: 'Other', year: 2026, supplemental_rate: '101' }))).toEqual([422, ['supplemental_rate']]);
  });

  it('withholds Bob’s bonus at 22 % and his regular wages by the brackets; Alice’s commission with her wages', async () => {
    const run = await p.call('POST', 'pay-runs', {
      period_start: '2026-03-02',
      period_end: '2026-03-08',
      pay_date: '2026-03-13',
      bank_account_id: p.accounts.bank,
      lines: [{ employee_id: p.alice, regular_hours: '40' }, { employee_id: p.bob, regular_hours: '40' }],
      earnings: [
        { employee_id: p.bob, payroll_item_id: bonus, amount: '260.00' },
        { employee_id: p.alice, payroll_item_id: commission, amount: '100.00' },
      ],
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const stubs = await stubsOf(run.body.id);
    // Bob (married): 740.00 regular, 740.00 × 52 = 38,480.00: 2,000.00 + 18,480.00 × 12 % = 4,217.60, / 52 = 81.1077 -> 81.11;
    // the bonus 260.00 × 22 % = 57.20; federal 138.31 (by the aggregate method it would be 112.31). Social security
    // 1,000.00 × 6.2 % = 62.00; net 1,000.00 − 138.31 − 62.00 = 799.69.
    expect(federal(stubs, p.bob)).toBe('138.31');
    expect(stubs.find((s) => s.employee_id === p.bob)).toMatchObject({ gross: '1000.00', net: '799.69' });
    // Alice: 800.00 + 100.00 commission, retirement 45.00, taxable 855.00 all by the brackets: 855.00 × 52 = 44,460.00:
    // 1,000.00 + 3,600.00 + 4,460.00 × 22 % = 5,581.20, / 52 = 107.33; social security 53.01; net 694.66.
    expect(federal(stubs, p.alice)).toBe('107.33');
    expect(stubs.find((s) => s.employee_id === p.alice)).toMatchObject({ gross: '900.00', net: '694.66' });
  });

  it('past 1,000,000.00 of supplemental wages in the year, the rest at 37 %', async () => {
    const week = async (start: string, end: string, pay: string, amount: string) => {
      const run = await p.call('POST', 'pay-runs', { period_start: start, period_end: end, pay_date: pay, bank_account_id: p.accounts.bank, lines: [{ employee_id: p.carol }], earnings: [{ employee_id: p.carol, payroll_item_id: bonus, amount }] });
      expect(run.status, JSON.stringify(run.body)).toBe(201);
      return { run: run.body, stubs: await stubsOf(run.body.id) };
    };
    // Carol: salary 4,000.00 by the brackets 799.23; the 999,000.00 bonus × 22 % = 219,780.00; federal 220,579.23;
    // social security on the first 176,100.00 only: 10,918.20; net 1,003,000.00 − 220,579.23 − 10,918.20 = 771,502.57.
    const first = await week('2026-03-02', '2026-03-08', '2026-03-13', '999000.00');
    expect(federal(first.stubs, p.carol)).toBe('220579.23');
    expect(first.stubs[0]).toMatchObject({ gross: '1003000.00', net: '771502.57' });
    // The next week's 5,000.00 bonus: 1,000.00 left under the limit × 22 % = 220.00, 4,000.00 × 37 % = 1,480.00;
    // federal 799.23 + 1,700.00 = 2,499.23; social security's wage base reached: none; net 9,000.00 − 2,499.23 = 6,500.77.
    const second = await week('2026-03-09', '2026-03-15', '2026-03-20', '5000.00');
    expect(federal(second.stubs, p.carol)).toBe('2499.23');
    expect(second.stubs[0]).toMatchObject({ gross: '9000.00', net: '6500.77' });
    // Voided, the first run's supplemental wages are no longer the year's: a new week's 5,000.00 is all at 22 % (1,100.00).
    expect((await p.call('POST', `pay-runs/${second.run.id}/void`, {})).status).toBe(200);
    expect((await p.call('POST', `pay-runs/${first.run.id}/void`, {})).status).toBe(200);
    const again = await week('2026-03-09', '2026-03-15', '2026-03-20', '5000.00');
    expect(federal(again.stubs, p.carol)).toBe('1899.23');
  });

  it('a new company’s example federal table says its supplemental rates', async () => {
    const fresh = await booksCompany('supplemental-new');
    const tables = (await fresh.call('GET', 'tax-tables?sort=display_name')).body.items as { supplemental_rate: string | null; supplemental_limit: string | null; supplemental_over_rate: string | null }[];
    expect(tables.map((t) => [t.supplemental_rate, t.supplemental_limit, t.supplemental_over_rate])).toContainEqual(['22.0000', '1000000.00', '37.0000']);
    expect(tables.filter((t) => t.supplemental_rate === null)).toHaveLength(1);
  });
});
