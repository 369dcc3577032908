import { and } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkLines } from '@/db/schema';
import { resources } from '@/lib/api/registry';
import type { Json, Resource } from '@/lib/engine/define';
import { fieldInfo } from '@/lib/engine/fields';
import { linesSchema } from '@/lib/engine/kinds';
import { referencesOf } from '@/lib/engine/references';
import { withTenant } from '@/lib/tenant/transaction';
import { depsFor, fixtures } from '../fixtures/resources';
import { salesCompany } from '../support/sales';

type Company = Awaited<ReturnType<typeof salesCompany>>;
let a: Company;
let b: Company;
/** An account of A's that nothing of A's uses: A deletes it at the end. */
let spare: number;
/** An id no company has. */
const NOBODY = 2_000_000_000;

beforeAll(async () => {
  [a, b] = [await salesCompany('refs-a'), await salesCompany('refs-b')];
  spare = (await a.call('POST', 'accounts', { display_name: 'Spare supplies', number: '6990', type: 14 })).body.id;
  const vendor = (await a.call('POST', 'vendors', { display_name: 'Own vendor' })).body.id;
  expect((await a.call('POST', 'ap-bills', { vendor_id: vendor, date: '2026-04-01', lines: [{ account_id: a.account('6300'), amount: '10.00' }] })).status).toBe(201);
  // A's stock, for the lines that name an inventory item and a location.
  const warehouse = (await a.call('POST', 'warehouses', { display_name: 'Own stock' })).body.id;
  expect((await a.call('POST', 'warehouse-locations', { warehouse_id: warehouse, display_name: 'Own shelf' })).status).toBe(201);
  expect((await a.call('POST', 'in-items', { display_name: 'Own widget', income_account_id: a.account('4000'), asset_account_id: a.account('1400'), cogs_account_id: a.account('5000') })).status).toBe(201);
  // A's payroll, for a pay setup's items and a pay run's employees.
  expect((await a.call('POST', 'employees', { display_name: 'Own worker' })).status).toBe(201);
  const wages = await a.call('POST', 'payroll-items', { display_name: 'Own wages', kind: 'hourly', expense_account_id: a.account('6600') });
  expect(wages.status, JSON.stringify(wages.body)).toBe(201);
});

/** B's POST (or PUT) of `body(id)` with A's id and with nobody's: both 422, word for word the same. */
async function refusedAlike(method: string, path: string, body: (id: number) => Json, theirs: number, field: string) {
  const foreign = await b.call(method, path, body(theirs));
  const missing = await b.call(method, path, body(NOBODY));
  expect(foreign.status, `${path} ${JSON.stringify(foreign.body)}`).toBe(422);
  expect(foreign.body, path).toEqual(missing.body);
  expect(foreign.body, path).toContainEqual(expect.objectContaining({ field, code: 'invalid' }));
}

describe("another company's records on lines", () => {
  it('are refused on every kind of line, drafts, estimates and templates included, as an id of nobody is', async () => {
    const customer = { customer_id: b.customerId, date: '2026-05-04' };
    const service = (account: number) => ({ type: 'service', description: 'Work', quantity: '1', rate: '10', account_id: account });
    const sales: [string, Json][] = [
      ['estimates', {}],
      ['invoices', { state: 'draft' }],
      ['invoices', { is_template: 1 }],
      ['ar-sales-receipts', { state: 'draft' }],
      ['credit-memos', { state: 'draft' }],
      ['return-items', { state: 'draft' }],
    ];
    for (const [path, extra] of sales) {
      await refusedAlike('POST', path, (id) => ({ ...customer, ...extra, lines: [service(id)] }), spare, 'lines.0.account_id');
      await refusedAlike('POST', path, (id) => ({ ...customer, ...extra, lines: [service(b.account('4100')), { type: 'tax', tax_id: id }] }), a.taxes.state, 'lines.1.tax_id');
      await refusedAlike('POST', path, (id) => ({ ...customer, ...extra, lines: [{ type: 'service', item_id: id, quantity: '1' }] }), a.items.design, 'lines.0.item_id');
    }
    await refusedAlike('POST', 'invoice-builders', (id) => ({ display_name: 'Monthly', lines: [service(id)] }), spare, 'lines.0.account_id');
    await refusedAlike('POST', 'invoice-builders', (id) => ({ display_name: 'Monthly', lines: [{ type: 'tax', tax_id: id }] }), a.taxes.state, 'lines.0.tax_id');

    const vendor = (await b.call('POST', 'vendors', { display_name: 'Paper Co' })).body.id;
    for (const path of ['ap-bills', 'ap-credits']) {
      await refusedAlike('POST', path, (id) => ({ vendor_id: vendor, date: '2026-05-04', state: 'draft', lines: [{ account_id: id, amount: '5.00' }] }), spare, 'lines.0.account_id');
    }
    await refusedAlike('POST', 'checks', (id) => ({ bank_account_id: b.account('1000'), date: '2026-05-04', payee_name: 'X', state: 'draft', lines: [{ account_id: id, amount: '5.00' }] }), spare, 'lines.0.account_id');
    await refusedAlike('POST', 'bank-deposits', (id) => ({ bank_account_id: b.account('1000'), date: '2026-05-04', state: 'draft', lines: [{ account_id: id, amount: '5.00' }] }), spare, 'lines.0.account_id');
    await refusedAlike('POST', 'journal-entries', (id) => ({ date: '2026-05-04', lines: [{ account_id: id, debit: '5.00' }, { account_id: b.account('3000'), credit: '5.00' }] }), spare, 'lines.0.account_id');
  });

  it('are refused on a change of a draft too', async () => {
    const invoice = await b.call('POST', 'invoices', { customer_id: b.customerId, date: '2026-05-04', state: 'draft', lines: [{ type: 'service', quantity: '1', rate: '10', account_id: b.account('4100') }] });
    expect(invoice.status).toBe(201);
    await refusedAlike('PUT', `invoices/${invoice.body.id}`, (id) => ({ lines: [{ type: 'service', quantity: '1', rate: '10', account_id: id }] }), spare, 'lines.0.account_id');
    const check = await b.call('POST', 'checks', { bank_account_id: b.account('1000'), date: '2026-05-04', payee_name: 'X', state: 'draft', lines: [{ account_id: b.account('6400'), amount: '5.00' }] });
    await refusedAlike('PUT', `checks/${check.body.id}`, (id) => ({ lines: [{ account_id: id, amount: '5.00' }] }), spare, 'lines.0.account_id');
    const vendor = (await b.call('POST', 'vendors', { display_name: 'Ink Co' })).body.id;
    const bill = await b.call('POST', 'ap-bills', { vendor_id: vendor, date: '2026-05-04', state: 'draft', lines: [{ account_id: b.account('6300'), amount: '5.00' }] });
    await refusedAlike('PUT', `ap-bills/${bill.body.id}`, (id) => ({ lines: [{ account_id: id, amount: '5.00' }] }), spare, 'lines.0.account_id');
  });

  it("leave the other company free to delete its own account, used by nobody's lines", async () => {
    expect((await a.call('DELETE', `accounts/${spare}`)).status).toBe(204);
  });

  it('are refused by the database itself, whatever writes the line', async () => {
    const check = await b.call('POST', 'checks', { bank_account_id: b.account('1000'), date: '2026-05-04', payee_name: 'X', state: 'draft', lines: [{ account_id: b.account('6400'), amount: '5.00' }] });
    const write = (accountId: number) => withTenant(b.company.id, (tx) => tx.insert(checkLines).values({ companyId: b.company.id, checkId: check.body.id, accountId, amount: '1.00' }));
    await expect(write(a.account('6400'))).rejects.toThrow();
    await expect(write(b.account('6400'))).resolves.not.toThrow();
  });
});

/** A lines field of a resource whose references the engine does not check, and who checks them instead. */
const CHECKED_ELSEWHERE: Record<string, string> = {
  'checks.bills.bill_id': "the bills-paid ledger, under the bills' locks",
  'checks.credits.credit_id': "the bills-paid ledger, under the credits' locks",
  'payments.applications.invoice_id': "the applications ledger, under the invoices' locks",
  'pay-runs.earnings.expense_id': "the pay run's reimbursement check (lib/modules/payroll/runs.ts), within the company and the employee",
  'testbed-receipts.lines.item_id': "the test area's stock ledger",
};

/** Every reference field of a resource's lines, as `name.lines.field`. */
const lineFields = (def: Resource) =>
  Object.entries(def.input.shape).flatMap(([lines, schema]) =>
    Object.entries(linesSchema(schema as z.ZodType)?.shape ?? {})
      .filter(([, field]) => ['ref', 'refs'].includes(fieldInfo.get(field as z.ZodType)?.kind ?? ''))
      .map(([field]) => `${def.name}.${lines}.${field}`),
  );

it("checks every reference of every resource's lines, or names who does", () => {
  const all = [...resources.values()].flatMap(lineFields);
  const checked = new Set([...resources.values()].flatMap((def) => referencesOf(def).filter((r) => r.lines).map((r) => `${def.name}.${r.lines}.${r.field}`)));
  expect(all.filter((f) => !checked.has(f)).sort()).toEqual(Object.keys(CHECKED_ELSEWHERE).sort());
  expect(checked).toContain('invoices.lines.account_id');
});

/** Each resource whose lines the engine checks, with the line references its fixture's body fills. */
const withLineReferences = [...resources.values()].filter((def) => referencesOf(def).some((r) => r.lines) && fixtures[def.name]);

describe.each(withLineReferences.map((d) => d.name))("the %s lines, given another company's records", (name) => {
  it("are refused as an id of nobody's is, posted and as a draft", async () => {
    const def = resources.get(name)!;
    let body: Json = {};
    // The fixture's own record is only written down; what it needs first (a pay setup's employee) is B's own, made for real.
    const deps = depsFor(b.host, b.owner.authKey);
    await fixtures[name].create(1, { ...deps, create: async (collection, given) => (collection === name ? ((body = given), 0) : deps.create(collection, given)) });
    const drafts = 'document' in def && (def as { document: { drafts?: boolean } }).document.drafts;
    let tried = 0;
    for (const reference of referencesOf(def).filter((r) => r.lines)) {
      const lines = body[reference.lines!];
      const line = Array.isArray(lines) ? (lines[0] as Json) : undefined;
      if (!line || typeof line[reference.field] !== 'number') continue;
      const target = reference.target(line, resources)!;
      const [theirs] = await withTenant(a.company.id, (tx) => tx.select({ id: target.table.id }).from(target.table).where(and(...target.fixed)).limit(1));
      expect(theirs, `a record of ${name}.${reference.lines}.${reference.field} in company A`).toBeDefined();
      const withId = (state: Json) => (id: number) => ({ ...body, ...state, [reference.lines!]: [{ ...line, [reference.field]: id }, ...(lines as Json[]).slice(1)] });
      for (const state of drafts ? [{}, { state: 'draft' }] : [{}]) {
        await refusedAlike('POST', name, withId(state), theirs.id as number, `${reference.lines}.0.${reference.field}`);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(0);
  });
});
