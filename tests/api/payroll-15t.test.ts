import { beforeAll, describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';

type Books = Awaited<ReturnType<typeof booksCompany>>;
type Stub = { employee_id: number; gross: string; items: { name: string; current: string }[] };

/**
 * Issue 40: the example federal table a new company starts with (lib/modules/payroll/defaults.ts)
 * checked against IRS Publication 15-T for 2026, Worksheet 1A (the percentage method for automated
 * payroll systems, Form W-4 from 2020 on) and Worksheet 1B (Form W-4 from 2019 or earlier), each
 * paycheck worked by hand below from 15-T's own printed annual tables (docs/decisions.md, "Issue
 * 40: the federal example against Publication 15-T").
 *
 * 15-T 2026, STANDARD withholding rate schedules (annual; W-4 step 2 not checked), from the 2026
 * brackets shifted by the standard deduction less worksheet line 1g (8,600 single and head of
 * household, 12,900 married filing jointly):
 *   single:  0–7,500 0 %; –19,900 10 %; –57,900 12 %; –113,200 22 %; –209,275 24 %; –263,725 32 %; –648,100 35 %; over 37 %
 *   married: 0–19,300 0 %; –44,100 10 %; –120,100 12 %; –230,700 22 %; –422,850 24 %; –531,750 32 %; –788,000 35 %; over 37 %
 *   head of household: 0–15,550 0 %; –33,250 10 %; –83,000 12 %; –121,250 22 %; –217,300 24 %; …
 * Worksheet 1A: annual wages (1c) less line 1g, then the table, then ÷ pay periods.
 * The seeded table instead starts each schedule at the whole standard deduction (16,100, 32,200,
 * 24,150) and takes no line 1g: (wages − 1g) − (deduction − 1g) = wages − deduction, the same tax.
 */
describe('the example federal withholding against Publication 15-T (2026)', () => {
  let b: Books;
  let item: (name: string) => number;
  /** Items a test makes, by name. */
  const made: Record<string, number> = {};
  const ok = (res: { status: number; body: any }, status = 201) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  };
  /** One employee's paycheck of a run of them alone: the item's current amount. */
  const paycheck = async (setup: Record<string, unknown>, line: Record<string, unknown>, names: string[], period: [string, string]) => {
    const id = ok(await b.call('POST', 'employees', { display_name: `Payee ${Math.random().toString(36).slice(2, 7)}` })).id as number;
    ok(await b.call('POST', 'pay-setups', { employee_id: id, ...setup, items: names.map((n) => ({ payroll_item_id: item(n) })) }));
    const run = ok(await b.call('POST', 'pay-runs', { period_start: period[0], period_end: period[1], pay_date: period[1], bank_account_id: b.account('1000'), lines: [{ employee_id: id, ...line }] }));
    const stub = (ok(await b.call('GET', `pay-runs/${run.id}/stubs`), 200) as Stub[]).find((s) => s.employee_id === id)!;
    return { gross: stub.gross, ...Object.fromEntries(stub.items.map((i) => [i.name, i.current])) } as Record<string, string>;
  };
  const FEDERAL = 'Federal income tax withholding';
  const WEEK: [string, string] = ['2026-05-03', '2026-05-09'];
  const TWO_WEEKS: [string, string] = ['2026-05-03', '2026-05-16'];

  beforeAll(async () => {
    b = await booksCompany('pay15t');
    const items = ok(await b.call('GET', 'payroll-items/all'), 200).items as { id: number; display_name: string }[];
    item = (name) => made[name] ?? items.find((i) => i.display_name === name)?.id ?? Number.NaN;
  });

  it('single, weekly: 1,200.00 a week', async () => {
    // 1c: 1,200.00 × 52 = 62,400.00; 1g 8,600.00: 53,800.00, in 19,900–57,900:
    // 1,240.00 + 12 % × 33,900.00 = 5,308.00 a year; ÷ 52 = 102.0769 → 102.08.
    const pay = await paycheck({ pay_rate: '30', pay_frequency: 'weekly', filing_status: 'single' }, { regular_hours: '40' }, ['Hourly pay', FEDERAL], WEEK);
    expect([pay.gross, pay[FEDERAL]]).toEqual(['1200.00', '102.08']);
  });

  it('married filing jointly, biweekly: 3,000.00 a paycheck', async () => {
    // 1c: 3,000.00 × 26 = 78,000.00; 1g 12,900.00: 65,100.00, in 44,100–120,100:
    // 2,480.00 + 12 % × 21,000.00 = 5,000.00; ÷ 26 = 192.3077 → 192.31.
    const pay = await paycheck({ pay_rate: '37.50', pay_frequency: 'biweekly', filing_status: 'married' }, { regular_hours: '80' }, ['Hourly pay', FEDERAL], TWO_WEEKS);
    expect([pay.gross, pay[FEDERAL]]).toEqual(['3000.00', '192.31']);
  });

  it('head of household, biweekly salary of 130,000.00 a year: into the 24 % row', async () => {
    // 130,000.00 ÷ 26 = 5,000.00; 1c 130,000.00; 1g 8,600.00: 121,400.00, in 121,250–217,300:
    // 10 % × 17,700 = 1,770.00; 12 % × 49,750 = 5,970.00; 22 % × 38,250 = 8,415.00 (16,155.00 at 121,250);
    // + 24 % × 150.00 = 36.00: 16,191.00; ÷ 26 = 622.7308 → 622.73.
    const pay = await paycheck({ pay_rate: '130000', pay_frequency: 'biweekly', filing_status: 'head_of_household' }, {}, ['Salary pay', FEDERAL], TWO_WEEKS);
    expect([pay.gross, pay[FEDERAL]]).toEqual(['5000.00', '622.73']);
  });

  it('single, weekly, with three allowances: the federal example takes none (a 2020 W-4 has none); the state example does', async () => {
    // Federal as the first paycheck: 102.08. State example (1,000.00 an allowance): 62,400.00 − 3,000.00 = 59,400.00:
    // 2 % × 10,000 + 4 % × 30,000 + 5 % × 19,400 = 200.00 + 1,200.00 + 970.00 = 2,370.00; ÷ 52 = 45.5769 → 45.58.
    const pay = await paycheck({ pay_rate: '30', pay_frequency: 'weekly', filing_status: 'single', allowances: 3 }, { regular_hours: '40' }, ['Hourly pay', FEDERAL, 'State income tax withholding (example)'], WEEK);
    expect([pay[FEDERAL], pay['State income tax withholding (example)']]).toEqual(['102.08', '45.58']);
  });

  it('a Form W-4 from 2019 or earlier (Worksheet 1B): 15-T’s printed table and 4,300.00 an allowance, in a table the company makes', async () => {
    const brackets = (status: string, rows: [number, number | null, string][]) => rows.map(([over, up_to, rate]) => ({ filing_status: status, over: String(over), up_to: up_to === null ? null : String(up_to), rate }));
    const table = ok(
      await b.call('POST', 'tax-tables', {
        display_name: 'Federal, W-4 2019 or earlier (15-T 2026)',
        year: 2026,
        allowance_amount: '4300',
        brackets: [
          ...brackets('single', [[0, 7500, '0'], [7500, 19900, '10'], [19900, 57900, '12'], [57900, 113200, '22'], [113200, 209275, '24'], [209275, 263725, '32'], [263725, 648100, '35'], [648100, null, '37']]),
          ...brackets('married', [[0, 19300, '0'], [19300, 44100, '10'], [44100, 120100, '12'], [120100, 230700, '22'], [230700, 422850, '24'], [422850, 531750, '32'], [531750, 788000, '35'], [788000, null, '37']]),
        ],
      }),
    ).id;
    const liability = ok(await b.call('GET', `payroll-items/${item(FEDERAL)}`), 200).liability_account_id;
    const OLD = 'Federal withholding, old W-4';
    made[OLD] = ok(await b.call('POST', 'payroll-items', { display_name: OLD, kind: 'withholding', tax_table_id: table, liability_account_id: liability })).id;
    // Single, one allowance, 1,200.00 weekly: 62,400.00 − 4,300.00 = 58,100.00, in 57,900–113,200:
    // 5,800.00 + 22 % × 200.00 = 5,844.00; ÷ 52 = 112.3846 → 112.38.
    expect((await paycheck({ pay_rate: '30', pay_frequency: 'weekly', filing_status: 'single', allowances: 1 }, { regular_hours: '40' }, ['Hourly pay', OLD], WEEK))[OLD]).toBe('112.38');
    // Two allowances are 8,600.00, Worksheet 1A's line 1g for single: the 2020 W-4's 102.08 again.
    expect((await paycheck({ pay_rate: '30', pay_frequency: 'weekly', filing_status: 'single', allowances: 2 }, { regular_hours: '40' }, ['Hourly pay', OLD], WEEK))[OLD]).toBe('102.08');
    // Married, three allowances (12,900.00, line 1g for married filing jointly), 3,000.00 biweekly: 192.31 as above.
    expect((await paycheck({ pay_rate: '37.50', pay_frequency: 'biweekly', filing_status: 'married', allowances: 3 }, { regular_hours: '80' }, ['Hourly pay', OLD], TWO_WEEKS))[OLD]).toBe('192.31');
    // Married, no allowances, 3,000.00 biweekly: 78,000.00 in 44,100–120,100: 2,480.00 + 12 % × 33,900.00 = 6,548.00; ÷ 26 = 251.8462 → 251.85.
    expect((await paycheck({ pay_rate: '37.50', pay_frequency: 'biweekly', filing_status: 'married' }, { regular_hours: '80' }, ['Hourly pay', OLD], TWO_WEEKS))[OLD]).toBe('251.85');
  });
});
