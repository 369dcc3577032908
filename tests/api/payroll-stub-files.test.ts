import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { companies } from '@/db/schema';
import { forgetCompany } from '@/lib/tenant/company';
import { api } from '../support/api';
import { booksCompany } from '../support/books';
import { addUser } from '../support/people';
import { getFile, pdfText } from '../support/pdf';
import { payrollCompany } from '../support/payroll';

describe('Printed paychecks file their pay stubs in the Payroll filing cabinet (gem 12, issue 40)', { timeout: 240_000 }, () => {
  it('each employee’s stub, linked to the pay run, read only by those who read payroll; another company reaches none', async () => {
    const p = await payrollCompany('stubfile');
    const cabinet = async (token: string) => {
      const res = await api('GET', 'files?sort=display_name&filter[cabinet]=payroll', { host: p.host, token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.items as { id: number; display_name: string; linked_to: string; record_id: number }[];
    };
    const clearing = await p.made('accounts', { number: '1350', display_name: 'Payroll Clearing', type: 3 });
    const run = await p.call('POST', 'pay-runs', {
      period_start: '2026-03-02',
      period_end: '2026-03-08',
      pay_date: '2026-03-13',
      bank_account_id: clearing,
      lines: [{ employee_id: p.bob, regular_hours: '40', overtime_hours: '0' }, { employee_id: p.carol }],
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const written = await p.call('POST', `pay-runs/${run.body.id}/paychecks`, { bank_account_id: p.accounts.bank });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    const ids = (written.body.items as { id: number }[]).map((c) => c.id);
    // Written, not printed: nothing is filed yet.
    expect(await cabinet(p.owner.authKey)).toEqual([]);

    const printed = await p.call('POST', 'checks/print', { ids, start_number: 5001 });
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    const number = run.body.number as string;
    const filed = await cabinet(p.owner.authKey);
    expect(filed.map((f) => [f.display_name, f.linked_to, f.record_id])).toEqual([
      [`Pay stub ${number} Bob Baker.pdf`, 'pay-runs', run.body.id],
      [`Pay stub ${number} Carol Cruz.pdf`, 'pay-runs', run.body.id],
    ]);
    // Each file is the employee's own stub, and theirs alone.
    const bob = await getFile(p, `files/${filed[0].id}/file`);
    expect([bob.status, bob.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const text = pdfText(bob.bytes).replace(/ +/g, ' ');
    expect(text).toContain('Pay stub: Bob Baker');
    // 40 × 18.50 = 740.00; federal (married) 740 × 52 = 38,480.00: 2,000.00 + 18,480.00 × 12 % = 4,217.60, / 52 = 81.11; social security 45.88; net 613.01.
    expect(text).toMatch(/Hourly wage 40\.00 740\.00 740\.00/);
    expect(text).toMatch(/Net pay 613\.01 613\.01/);
    expect(text).not.toContain('Carol Cruz');
    // The pay run's Files lists them too.
    expect((await p.call('GET', `files?filter[linked_to]=pay-runs&filter[record_id]=${run.body.id}`)).body.items).toHaveLength(2);

    // Cross-role: the files' and the checks' rights show none of them; the payroll's show both.
    const roleOf = async (name: string, rights: Record<string, string[]>) => {
      const role = await p.call('POST', 'roles', { display_name: name, rights: { file: ['view', 'create', 'edit', 'delete'], ...rights } });
      expect(role.status, JSON.stringify(role.body)).toBe(201);
      return (await addUser(p.host, p.owner.authKey, { role_id: role.body.id })).token;
    };
    const checksClerk = await roleOf('Checks clerk', { check: ['view'] });
    const payrollClerk = await roleOf('Payroll clerk', { payroll: ['view'] });
    expect(await cabinet(checksClerk)).toEqual([]);
    expect((await api('GET', `files?filter[linked_to]=pay-runs`, { host: p.host, token: checksClerk })).body.items).toEqual([]);
    expect((await api('GET', `files/${filed[0].id}`, { host: p.host, token: checksClerk })).status).toBe(404);
    expect((await getFile({ host: p.host, owner: { authKey: checksClerk } }, `files/${filed[0].id}/file`)).status).toBe(404);
    expect((await cabinet(payrollClerk)).map((f) => f.id)).toEqual(filed.map((f) => f.id));
    expect((await getFile({ host: p.host, owner: { authKey: payrollClerk } }, `files/${filed[1].id}/file`)).status).toBe(200);

    // Cross-company: another company's owner finds neither.
    const other = await booksCompany('stubother');
    expect((await other.call('GET', `files/${filed[0].id}`)).status).toBe(404);
    expect((await getFile(other, `files/${filed[0].id}/file`)).status).toBe(404);
    expect((await other.call('GET', 'files?filter[cabinet]=payroll')).body.items).toEqual([]);

    // A company speaking Spanish files its stubs named and worded in Spanish.
    await (await getDb()).update(companies).set({ settings: { ...p.company.settings, language: 'es' } }).where(eq(companies.id, p.company.id));
    forgetCompany(p.company.slug);
    const clearing2 = await p.made('accounts', { number: '1351', display_name: 'Nómina por pagar', type: 3 });
    const es = await p.call('POST', 'pay-runs', { period_start: '2026-03-09', period_end: '2026-03-15', pay_date: '2026-03-20', bank_account_id: clearing2, lines: [{ employee_id: p.bob, regular_hours: '40', overtime_hours: '0' }] });
    expect(es.status, JSON.stringify(es.body)).toBe(201);
    const esChecks = (await p.call('POST', `pay-runs/${es.body.id}/paychecks`, { bank_account_id: p.accounts.bank })).body.items.map((c: { id: number }) => c.id);
    expect((await p.call('POST', 'checks/print', { ids: esChecks })).status).toBe(200);
    const esFile = (await cabinet(p.owner.authKey)).find((f) => f.record_id === es.body.id)!;
    expect(esFile.display_name).toBe(`Recibo de pago ${es.body.number} Bob Baker.pdf`);
    const esText = pdfText((await getFile(p, `files/${esFile.id}/file`)).bytes).replace(/ +/g, ' ');
    expect(esText).toContain('Recibo de pago: Bob Baker');
    expect(esText).toMatch(/Ingresos: Hourly wage 40\.00 740\.00 1480\.00/);
    expect(esText).toMatch(/Impuestos retenidos: Federal income tax 81\.11 162\.22/);
    expect(esText).toMatch(/Pago neto 613\.01 1226\.02/);

    // A check that is no paycheck files no stub.
    const check = await p.call('POST', 'checks', { bank_account_id: p.accounts.bank, date: '2026-03-20', payee_type: 'employee', payee_id: p.alice, lines: [{ account_id: p.account('6600'), amount: '10.00' }] });
    expect((await p.call('POST', 'checks/print', { ids: [check.body.id] })).status).toBe(200);
    expect(await cabinet(p.owner.authKey)).toHaveLength(3);
  });
});
