import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleApi } from '@/lib/api/handle';
import { booksCompany } from '../support/books';
import { getFile, pdfText } from '../support/pdf';
import { fields, net, payrollCompany, query, ytd, type Payroll } from '../support/payroll';

describe('a pay run worked by hand to the cent', () => {
  let p: Payroll;
  let run1: number;
  let run2: number;
  beforeAll(async () => {
    p = await payrollCompany('payrun');
    // Alice: 9 h a day Monday to Friday = 45 h (40 + 5 overtime); a pending entry is not paid.
    for (const day of ['09', '10', '11', '12', '13']) await p.worked(p.alice, `2026-03-${day}`, '9');
    await p.worked(p.alice, '2026-03-14', '3', false);
    // Bob: 11 h Monday to Thursday and 3.5 h Friday = 47.5 h (40 + 7.5 overtime).
    for (const day of ['09', '10', '11', '12']) await p.worked(p.bob, `2026-03-${day}`, '11');
    await p.worked(p.bob, '2026-03-13', '3.5');
  });

  it('posts the week before for Carol: 4,000.00 gross, her first 4,000.00 toward the 7,000.00 unemployment wage base', async () => {
    const res = await p.call('POST', 'pay-runs', { period_start: '2026-03-02', period_end: '2026-03-08', pay_date: '2026-03-13', bank_account_id: p.accounts.bank, lines: [{ employee_id: p.carol }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    run1 = res.body.id;
    expect(res.body).toMatchObject({ state: 'posted', gross: '4000.00', net: '2952.77', employer_taxes: '272.00' });
    expect((await ytd(p, p.carol))[p.items.futa]).toEqual(['24.00', '4000.00']);
  });

  it('pays Alice, Bob and Carol: hours from approved time, overtime past 40 a week, every figure as worked by hand', async () => {
    const res = await p.call('POST', 'pay-runs', {
      period_start: '2026-03-09',
      period_end: '2026-03-15',
      pay_date: '2026-03-20',
      bank_account_id: p.accounts.bank,
      lines: [{ employee_id: p.alice }, { employee_id: p.bob }, { employee_id: p.carol }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    run2 = res.body.id;
    // Gross 950.00 + 948.13 + 4,000.00; net 728.76 + 783.27 + 2,952.77; employer 391.85 (social security 362.74, unemployment 29.11).
    expect(res.body).toMatchObject({ state: 'posted', gross: '5898.13', net: '4464.80', employer_taxes: '391.85' });
    const lines = (await p.call('GET', `pay-runs/${run2}?expand=lines`)).body.lines;
    expect(lines.map((l: Record<string, unknown>) => [l.employee_id, l.regular_hours, l.overtime_hours])).toEqual([
      [p.alice, '40.00', '5.00'],
      [p.bob, '40.00', '7.50'],
      [p.carol, '0.00', '0.00'],
    ]);

    const stubs = (await p.call('GET', `pay-runs/${run2}/stubs`)).body as { employee_id: number; gross: string; net: string; ytd_gross: string; items: { name: string; hours: string; current: string; wages: string; ytd: string }[] }[];
    const figures = (id: number) => stubs.find((s) => s.employee_id === id)!.items.map((i) => [i.name, i.current, i.wages]);
    // Alice: 40 × 20.00 = 800.00; 5 × 20.00 × 1.5 = 150.00; gross 950.00; retirement 5 % = 47.50;
    // taxable 902.50; federal: 902.50 × 52 = 46,930.00 a year, 1,000.00 + 3,600.00 + 6,930.00 × 22 %
    // = 6,124.60, / 52 = 117.78; social security 902.50 × 6.2 % = 55.955 -> 55.96; net 728.76;
    // the company's social security 55.96 and unemployment 902.50 × 0.6 % = 5.415 -> 5.42.
    expect(figures(p.alice)).toEqual([
      ['Hourly wage', '800.00', '0.00'],
      ['Overtime', '150.00', '0.00'],
      ['Retirement plan', '47.50', '0.00'],
      ['Federal income tax', '117.78', '902.50'],
      ['Social security', '55.96', '902.50'],
      ['Social security (company)', '55.96', '902.50'],
      ['Unemployment (company)', '5.42', '902.50'],
    ]);
    // Bob: 740.00 + 7.5 × 18.50 × 1.5 = 208.125 -> 208.13; gross 948.13; federal (married):
    // 948.13 × 52 = 49,302.76, 2,000.00 + 29,302.76 × 12 % = 5,516.33, / 52 = 106.08; social
    // security 58.78406 -> 58.78; net 783.27; unemployment 5.68878 -> 5.69.
    expect(figures(p.bob)).toEqual([
      ['Hourly wage', '740.00', '0.00'],
      ['Overtime', '208.13', '0.00'],
      ['Federal income tax', '106.08', '948.13'],
      ['Social security', '58.78', '948.13'],
      ['Social security (company)', '58.78', '948.13'],
      ['Unemployment (company)', '5.69', '948.13'],
    ]);
    // Carol: 208,000.00 / 52 = 4,000.00; federal 1,000.00 + 3,600.00 + 168,000.00 × 22 % = 41,560.00,
    // / 52 = 799.23; social security 248.00; net 2,952.77; unemployment crosses its 7,000.00 wage
    // base in this run: 3,000.00 of the 4,000.00 is taxed (4,000.00 were last week), 18.00.
    expect(figures(p.carol)).toEqual([
      ['Salary', '4000.00', '0.00'],
      ['Federal income tax', '799.23', '4000.00'],
      ['Social security', '248.00', '4000.00'],
      ['Social security (company)', '248.00', '4000.00'],
      ['Unemployment (company)', '18.00', '3000.00'],
    ]);
    expect(stubs.map((s) => [s.employee_id, s.gross, s.net, s.ytd_gross])).toEqual([
      [p.alice, '950.00', '728.76', '950.00'],
      [p.bob, '948.13', '783.27', '948.13'],
      [p.carol, '4000.00', '2952.77', '8000.00'],
    ]);
    expect(stubs.find((s) => s.employee_id === p.carol)!.items.find((i) => i.name === 'Unemployment (company)')!.ytd).toBe('42.00');

    // One journal: Dr wages 5,898.13 and payroll taxes 391.85; Cr retirement 47.50, federal
    // 1,023.09, social security 725.48 (both halves), unemployment 29.11 and the bank 4,464.80.
    const journal = await query<{ account_id: number; debit: string; credit: string }>(
      p.company.id,
      sql`select l.account_id, l.debit::text as debit, l.credit::text as credit from journal_lines l join pay_runs r on r.journal_id = l.journal_id where r.id = ${run2} order by l.id`,
    );
    const a = p.accounts;
    expect(journal.map((l) => [l.account_id, l.debit, l.credit])).toEqual([
      [a.wages, '5898.13', '0.00'],
      [a.taxExpense, '391.85', '0.00'],
      [a.federalOwed, '0.00', '1023.09'],
      [a.ssOwed, '0.00', '725.48'],
      [a.retirementOwed, '0.00', '47.50'],
      [a.futaOwed, '0.00', '29.11'],
      [a.bank, '0.00', '4464.80'],
    ]);
    // Year to date, kept: Carol's unemployment wages reached the base exactly.
    expect((await ytd(p, p.carol))[p.items.futa]).toEqual(['42.00', '7000.00']);
    expect((await ytd(p, p.alice))[p.items.retirement]).toEqual(['47.50', '0.00']);
    expect(await net(p, a.bank)).toBe('-7417.57'); // 2,952.77 + 4,464.80 paid out
    // The liabilities it left owing, per item, from the report (the liability accounts' credits).
    const report = await p.call('GET', 'reports/payroll-liabilities?from=2026-03-14&to=2026-03-31');
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.rows.map((r: Record<string, string>) => [r.account, r.item, r.owed])).toEqual([
      ['Federal Withholding Payable', 'Federal income tax', '1023.09'],
      ['Retirement Plan Payable', 'Retirement plan', '47.50'],
      ['Social Security Payable', 'Social security', '362.74'],
      ['Social Security Payable', 'Social security (company)', '362.74'],
      ['Unemployment Tax Payable', 'Unemployment (company)', '29.11'],
    ]);
    expect(report.body.totals.owed).toBe('1825.18');
  });

  it('refuses a second run paying the same employee for an overlapping period', async () => {
    const res = await p.call('POST', 'pay-runs', { period_start: '2026-03-15', period_end: '2026-03-21', pay_date: '2026-03-27', bank_account_id: p.accounts.bank, lines: [{ employee_id: p.carol }] });
    expect(fields(res)).toEqual([422, ['lines.0.employee_id']]);
  });

  it('voids the run: the journal reversed, the year to date back to the week before', async () => {
    const before = await query<{ n: number }>(p.company.id, sql`select count(*)::int as n from journals`);
    const res = await p.call('POST', `pay-runs/${run2}/void`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.state).toBe('void');
    expect((await query<{ n: number }>(p.company.id, sql`select count(*)::int as n from journals`))[0].n).toBe(before[0].n + 1);
    expect(await net(p, p.accounts.bank)).toBe('-2952.77');
    for (const account of [p.accounts.federalOwed, p.accounts.retirementOwed]) expect(await net(p, account)).toBe(account === p.accounts.federalOwed ? '-799.23' : '0.00');
    expect((await ytd(p, p.carol))[p.items.futa]).toEqual(['24.00', '4000.00']);
    expect((await ytd(p, p.alice))[p.items.retirement]).toEqual(['0.00', '0.00']);
    expect((await ytd(p, p.bob))[p.items.hourly]).toEqual(['0.00', '0.00']);
    // The sum of all entries equals the kept balances (counter-rows written, history kept).
    const drift = await query<{ n: number }>(
      p.company.id,
      sql`select count(*)::int as n from payroll_ytd y where amount <> (select coalesce(sum(e.amount), 0) from payroll_entries e where e.employee_id = y.employee_id and e.payroll_item_id = y.payroll_item_id and e.year = y.year)`,
    );
    expect(drift[0].n).toBe(0);
    expect((await p.call('GET', `pay-runs/${run2}/stubs`)).body).toEqual([]);
    // Voided, the week is free to pay again, and figures the same.
    const again = await p.call('POST', 'pay-runs', { period_start: '2026-03-09', period_end: '2026-03-15', pay_date: '2026-03-20', bank_account_id: p.accounts.bank, lines: [{ employee_id: p.alice }, { employee_id: p.bob }, { employee_id: p.carol }] });
    expect(again.body).toMatchObject({ gross: '5898.13', net: '4464.80', employer_taxes: '391.85' });
    expect(run1).toBeGreaterThan(0);
  });
});

describe('payroll: bad input is a 4xx naming the field, nothing written', () => {
  it('refuses overlapping and gapped brackets, a negative rate, an item missing its account, and an employee of another company', async () => {
    const p = await payrollCompany('paybad');
    const other = await booksCompany('payother');
    const stranger = (await other.call('POST', 'employees', { display_name: 'Not Ours' })).body.id as number;
    const count = async (table: string) => (await query<{ n: number }>(p.company.id, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n;
    const tables = await count('tax_tables');

    const overlapping = [
      { filing_status: 'single', over: '0', up_to: '10000', rate: '10' },
      { filing_status: 'single', over: '9000', up_to: '20000', rate: '12' },
    ];
    expect(fields(await p.call('POST', 'tax-tables', { display_name: 'Bad', year: 2026, brackets: overlapping }))).toEqual([422, ['brackets.1.over']]);
    const open = [
      { filing_status: 'married', over: '0', rate: '10' },
      { filing_status: 'married', over: '5000', rate: '12' },
    ];
    expect(fields(await p.call('POST', 'tax-tables', { display_name: 'Bad', year: 2026, brackets: open }))).toEqual([422, ['brackets.1.over']]);
    const gap = [
      { filing_status: 'single', over: '0', up_to: '10000', rate: '10' },
      { filing_status: 'single', over: '12000', rate: '12' },
    ];
    expect(fields(await p.call('POST', 'tax-tables', { display_name: 'Bad', year: 2026, brackets: gap }))).toEqual([422, ['brackets.1.over']]);
    expect(fields(await p.call('POST', 'tax-tables', { display_name: 'Bad', year: 2026, brackets: [{ filing_status: 'single', over: '100', up_to: '50', rate: '10' }] }))).toEqual([422, ['brackets.0.up_to']]);
    expect(await count('tax_tables')).toBe(tables);

    expect(fields(await p.call('POST', 'payroll-items', { display_name: 'Bad tax', kind: 'employer_tax', rate: '-1', expense_account_id: p.accounts.taxExpense, liability_account_id: p.accounts.ssOwed }))).toEqual([422, ['rate']]);
    expect(fields(await p.call('POST', 'payroll-items', { display_name: 'No account', kind: 'withholding', rate: '2' }))).toEqual([422, ['liability_account_id']]);
    expect(fields(await p.call('POST', 'payroll-items', { display_name: 'Both ways', kind: 'withholding', rate: '2', tax_table_id: p.table, liability_account_id: p.accounts.ssOwed }))).toEqual([422, ['tax_table_id']]);
    const dave = (await p.call('POST', 'employees', { display_name: 'Dave Dunn' })).body.id as number;
    expect(fields(await p.call('POST', 'pay-setups', { employee_id: dave, pay_rate: '-5', pay_frequency: 'weekly', items: [{ payroll_item_id: p.items.hourly }] }))).toEqual([422, ['pay_rate']]);
    expect(fields(await p.call('POST', 'pay-setups', { employee_id: dave, pay_rate: '15', pay_frequency: 'weekly', items: [{ payroll_item_id: p.items.overtime }] }))).toEqual([422, ['items']]);

    const runs = await count('pay_runs');
    const journals = await count('journals');
    const body = { period_start: '2026-03-09', period_end: '2026-03-15', pay_date: '2026-03-20', bank_account_id: p.accounts.bank };
    expect(fields(await p.call('POST', 'pay-runs', { ...body, lines: [{ employee_id: p.carol }, { employee_id: stranger }] }))).toEqual([422, ['lines.1.employee_id']]);
    expect(fields(await p.call('POST', 'pay-runs', { ...body, lines: [{ employee_id: dave }] }))).toEqual([422, ['lines.0.employee_id']]);
    expect(fields(await p.call('POST', 'pay-runs', { ...body, period_end: '2026-03-01', lines: [{ employee_id: p.carol }] }))).toEqual([422, ['period_end']]);
    expect(fields(await p.call('POST', 'pay-runs', { ...body, lines: [{ employee_id: p.alice, regular_hours: '40', overtime_hours: '-2' }] }))).toEqual([422, ['lines.0.overtime_hours']]);
    expect(fields(await p.call('POST', 'pay-runs', { ...body, lines: [{ employee_id: p.bob, regular_hours: '0', overtime_hours: '0' }] }))).toEqual([422, ['lines.0.employee_id']]);
    expect([await count('pay_runs'), await count('journals'), await count('payroll_entries'), await count('payroll_ytd')]).toEqual([runs, journals, 0, 0]);
  });
});

describe('paychecks and pay stubs', () => {
  it('writes each net pay as a check into the print queue, prints it, reads the stub PDF back; the run is voided only once its checks are', async () => {
    const p = await payrollCompany('paycheck');
    const clearing = await p.made('accounts', { number: '1350', display_name: 'Payroll Clearing', type: 3 });
    const body = { period_start: '2026-03-02', period_end: '2026-03-08', pay_date: '2026-03-13', lines: [{ employee_id: p.carol }] };
    // Paid from the bank itself, the net pay left the bank with the run: no checks to write.
    const direct = await p.call('POST', 'pay-runs', { ...body, bank_account_id: p.accounts.bank });
    expect(fields(await p.call('POST', `pay-runs/${direct.body.id}/paychecks`, { bank_account_id: p.accounts.bank }))).toEqual([422, ['bank_account_id']]);
    expect((await p.call('POST', `pay-runs/${direct.body.id}/void`, {})).status).toBe(200);

    const run = await p.call('POST', 'pay-runs', { ...body, bank_account_id: clearing });
    expect(run.body).toMatchObject({ net: '2952.77' });
    const written = await p.call('POST', `pay-runs/${run.body.id}/paychecks`, { bank_account_id: p.accounts.bank });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const [check] = written.body.items as { id: number; amount: string; payee_name: string; is_printed: number | boolean; amount_in_words: string }[];
    expect(check).toMatchObject({ amount: '2952.77', payee_name: 'Carol Cruz', amount_in_words: 'Two thousand nine hundred fifty-two and 77/100' });
    expect(fields(await p.call('POST', `pay-runs/${run.body.id}/paychecks`, { bank_account_id: p.accounts.bank }))).toEqual([422, ['id']]);
    // In the print queue (unprinted checks), and the clearing account is cleared by it.
    const queue = (await p.call('GET', 'checks?filter[state]=posted&filter[is_printed]=0')).body.items.map((c: { id: number }) => c.id);
    expect(queue).toContain(check.id);
    expect(await net(p, clearing)).toBe('0.00');
    expect(await net(p, p.accounts.bank)).toBe('-2952.77');

    const printed = await handleApi(
      new Request(`http://${p.host}/api/v1/checks/print`, { method: 'POST', headers: { host: p.host, authorization: `Bearer ${p.owner.authKey}`, 'content-type': 'application/json' }, body: JSON.stringify({ ids: [check.id] }) }),
    );
    expect(printed.status).toBe(200);
    const checkText = pdfText(new Uint8Array(await printed.arrayBuffer()));
    expect(checkText).toContain('Carol Cruz');
    expect(checkText).toContain('Two thousand nine hundred fifty-two and 77/100');
    expect(checkText).toContain('2,952.77');

    const stub = await getFile(p, `pay-runs/${run.body.id}/stubs-pdf`);
    expect(stub.status).toBe(200);
    const stubText = pdfText(stub.bytes).replace(/ +/g, ' ');
    expect(stubText).toContain('Pay stub: Carol Cruz');
    expect(stubText).toMatch(/Salary 4000\.00 4000\.00/);
    expect(stubText).toMatch(/Federal income tax 799\.23 799\.23/);
    expect(stubText).toMatch(/Net pay 2952\.77 2952\.77/);
    expect(stubText).toContain('Two thousand nine hundred fifty-two and 77/100');

    expect(fields(await p.call('POST', `pay-runs/${run.body.id}/void`, {}))).toEqual([422, ['id']]);
    expect((await p.call('POST', `checks/${check.id}/void`, {})).status).toBe(200);
    expect((await p.call('POST', `pay-runs/${run.body.id}/void`, {})).status).toBe(200);
    expect(await net(p, clearing)).toBe('0.00');
    expect(await net(p, p.accounts.bank)).toBe('0.00');
  });
});

/** The published NACHA record layouts, checked: answers the file's problems (none: an empty list). */
function achProblems(text: string): string[] {
  const problems: string[] = [];
  const say = (ok: boolean, what: string) => ok || problems.push(what);
  const lines = text.split('\r\n');
  say(lines.pop() === '', 'the file ends with a line break');
  lines.forEach((l, i) => say(l.length === 94, `record ${i + 1} is ${l.length} characters, not 94`));
  say(lines.length % 10 === 0, 'the records fill whole blocks of 10');
  const at = (l: string, from: number, to: number) => l.slice(from - 1, to);
  const [header, batch] = lines;
  say(header[0] === '1' && at(header, 35, 37) === '094' && at(header, 38, 39) === '10' && header[39] === '1', 'file header: record size 094, blocking 10, format 1');
  say(batch[0] === '5' && at(batch, 2, 4) === '220' && at(batch, 51, 53) === 'PPD', 'batch header: credits only (220), PPD');
  const entries = lines.filter((l) => l[0] === '6');
  const control = lines.find((l) => l[0] === '8')!;
  const file = lines.find((l) => l[0] === '9' && l !== '9'.repeat(94))!;
  say(lines.indexOf(control) === 2 + entries.length && lines.indexOf(file) === 3 + entries.length, 'records in order: 1, 5, 6..., 8, 9');
  const aba = (d: string) => (3 * (+d[0] + +d[3] + +d[6]) + 7 * (+d[1] + +d[4] + +d[7]) + (+d[2] + +d[5] + +d[8])) % 10 === 0;
  let credit = 0n;
  let hash = 0n;
  entries.forEach((e, i) => {
    say(['22', '32'].includes(at(e, 2, 3)), `entry ${i + 1}: a checking or savings credit`);
    say(aba(at(e, 4, 12)), `entry ${i + 1}: the receiving bank's check digit`);
    say(at(e, 80, 94) === at(batch, 80, 87) + String(i + 1).padStart(7, '0'), `entry ${i + 1}: trace number`);
    credit += BigInt(at(e, 30, 39));
    hash += BigInt(at(e, 4, 11));
  });
  const hashText = String(hash % 10_000_000_000n).padStart(10, '0');
  say(at(control, 2, 4) === '220' && +at(control, 5, 10) === entries.length, 'batch control: service class and entry count');
  say(at(control, 11, 20) === hashText, 'batch control: entry hash');
  say(BigInt(at(control, 21, 32)) === 0n && BigInt(at(control, 33, 44)) === credit, 'batch control: totals');
  say(at(control, 45, 54) === at(batch, 41, 50) && at(control, 80, 94) === at(batch, 80, 94), 'batch control: company and batch number as the header');
  say(+at(file, 2, 7) === 1 && +at(file, 8, 13) === lines.length / 10 && +at(file, 14, 21) === entries.length, 'file control: batch, block and entry counts');
  say(at(file, 22, 31) === hashText && BigInt(at(file, 32, 43)) === 0n && BigInt(at(file, 44, 55)) === credit, 'file control: entry hash and totals');
  return problems;
}

describe('direct deposit: the NACHA ACH file', () => {
  it('credits each net pay to the employee’s accounts (a fixed part, then the rest), and passes the layout checker', async () => {
    const p = await payrollCompany('payach');
    for (const day of ['09', '10', '11', '12', '13']) await p.worked(p.alice, `2026-03-${day}`, '9');
    for (const day of ['09', '10', '11', '12']) await p.worked(p.bob, `2026-03-${day}`, '11');
    await p.worked(p.bob, '2026-03-13', '3.5');
    expect((await p.call('PUT', `employees/${p.alice}`, { direct_deposit: [{ bank_name: 'Chase', routing_number: '021000021', account_number: '123456789' }] })).status).toBe(200);
    const bobDeposits = [
      { bank_name: 'First Bank', routing_number: '011000015', account_number: '5555', account_type: 'savings', amount: '100' },
      { bank_name: 'Chase', routing_number: '021000021', account_number: '987654321' },
    ];
    expect((await p.call('PUT', `employees/${p.bob}`, { direct_deposit: bobDeposits })).status).toBe(200);
    const run = await p.call('POST', 'pay-runs', { period_start: '2026-03-09', period_end: '2026-03-15', pay_date: '2026-03-20', bank_account_id: p.accounts.bank, lines: [{ employee_id: p.alice }, { employee_id: p.bob }, { employee_id: p.carol }] });
    expect(run.status).toBe(201);
    const post = (body: unknown) =>
      handleApi(new Request(`http://${p.host}/api/v1/pay-runs/${run.body.id}/ach`, { method: 'POST', headers: { host: p.host, authorization: `Bearer ${p.owner.authKey}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
    // The bank account has no routing number yet.
    const refused = await post({ company_identification: '1234567890' });
    expect([refused.status, (await refused.json()).map((e: { field: string }) => e.field)]).toEqual([422, ['bank_account_id']]);
    expect((await p.call('PUT', `accounts/${p.accounts.bank}`, { bank_routing_number: '011000015' })).status).toBe(200);
    const res = await post({ company_identification: '1234567890' });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(achProblems(text)).toEqual([]);
    const entries = text.split('\r\n').filter((l) => l[0] === '6');
    // Alice 728.76 to checking; Bob 100.00 to savings and the rest, 683.27, to checking; Carol has no direct deposit.
    expect(entries.map((e) => [e.slice(1, 3), e.slice(3, 12), e.slice(12, 29).trim(), e.slice(29, 39), e.slice(54, 76).trim()])).toEqual([
      ['22', '021000021', '123456789', '0000072876', 'ALICE ARCHER'],
      ['32', '011000015', '5555', '0000010000', 'BOB BAKER'],
      ['22', '021000021', '987654321', '0000068327', 'BOB BAKER'],
    ]);
    const control = text.split('\r\n').find((l) => l[0] === '8')!;
    expect([control.slice(10, 20), control.slice(32, 44)]).toEqual(['0005300005', '000000151203']);
  });
});

describe('pay runs at once (PostgreSQL: a lock per employee, and the numbering series besides)', () => {
  it('pays an employee once for a period, and never past a wage base, whichever run commits first', async () => {
    const p = await payrollCompany('payrace');
    const run = (start: string, end: string, pay: string) => p.call('POST', 'pay-runs', { period_start: start, period_end: end, pay_date: pay, bank_account_id: p.accounts.bank, lines: [{ employee_id: p.carol }] });
    const same = await Promise.all(Array.from({ length: 3 }, () => run('2026-03-02', '2026-03-08', '2026-03-13')));
    expect(same.map((r) => r.status).sort(), JSON.stringify(same.map((r) => r.body))).toEqual([201, 422, 422]);
    // Weeks 2 and 3 at once: the 7,000.00 unemployment base (4,000.00 taxed in week 1) is taxed once: 3,000.00, then nothing.
    const next = await Promise.all([run('2026-03-09', '2026-03-15', '2026-03-20'), run('2026-03-16', '2026-03-22', '2026-03-27')]);
    expect(next.map((r) => r.status)).toEqual([201, 201]);
    expect((await ytd(p, p.carol))[p.items.futa]).toEqual(['42.00', '7000.00']);
  }, 120_000);
});
