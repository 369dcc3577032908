import { count } from 'drizzle-orm';
import { newAuthKey } from '@/lib/auth/auth-key';
import { hashPassword } from '@/lib/auth/password';
import { defaultRoleId, insertDefaultRoles } from '@/lib/auth/roles';
import { insertDefaultChart } from '@/lib/modules/books/chart';
import { insertDefaultSalesLists } from '@/lib/modules/sales/defaults';
import { insertExamplePayroll } from '@/lib/modules/payroll/defaults';
import { placeDefaultGems } from '@/lib/modules/workspace/user-gems';
import { handleApi } from '@/lib/api/handle';
import { getResource, resources } from '@/lib/api/registry';
import { rootDomain } from '@/lib/tenant/host';
import { today } from '@/lib/engine/date-params';
import { createRecord } from '@/lib/engine/write';
import { TIME_ZONES } from '@/lib/time-zones';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser } from '@/lib/users/session-user';
import { getDb, type Tx } from './client';
import { companies, users } from './schema';
import { demoBooks, DEMO_RECEIVABLES, DEMO_RECORDS, DEMO_SALES, type DemoBookStep, type DemoLine } from './seed-data';

export const DEMO = {
  slug: 'demo',
  name: 'Demo Company',
  admin: { email: 'admin@demo.test', password: 'demo12345', displayName: 'Dana Admin' },
  staff: { email: 'staff@demo.test', password: 'demo12345', displayName: 'Sam Staff' },
  /**
   * Kept in UTC, not the default US Eastern: its "today" is then the UTC day that its browser
   * tests (and a person trying it from anywhere) count dates in. An administrator may change it.
   */
  settings: { time_zone: TIME_ZONES.indexOf('UTC') },
};

/**
 * Makes the demo company (an active admin, a second user and sample records) in an empty database; does
 * nothing once any company exists, so it is safe at every start.
 */
export async function seedDemo(): Promise<boolean> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(companies);
  if (n > 0) return false;
  const [adminHash, staffHash] = await Promise.all([hashPassword(DEMO.admin.password), hashPassword(DEMO.staff.password)]);
  const { company, adminId, adminKey } = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(companies)
      .values({ slug: DEMO.slug, name: DEMO.name, settings: DEMO.settings })
      .returning({ id: companies.id, slug: companies.slug, name: companies.name, settings: companies.settings });
    await insertDefaultRoles(tx as Tx, made.id);
    const [ownerRole, staffRole] = [await defaultRoleId(tx as Tx, made.id, 'owner'), await defaultRoleId(tx as Tx, made.id, 'staff')];
    const madeUsers = await tx
      .insert(users)
      .values([
        { companyId: made.id, displayName: DEMO.admin.displayName, email: DEMO.admin.email, passwordHash: adminHash, isAdmin: true, roleId: ownerRole, authKey: newAuthKey() },
        { companyId: made.id, displayName: DEMO.staff.displayName, email: DEMO.staff.email, passwordHash: staffHash, roleId: staffRole, authKey: newAuthKey() },
      ])
      .returning({ id: users.id, authKey: users.authKey });
    for (const { id } of madeUsers) await placeDefaultGems(tx as Tx, made.id, id);
    await insertDefaultChart(tx as Tx, made.id);
    await insertDefaultSalesLists(tx as Tx, made.id);
    await insertExamplePayroll(tx as Tx, made.id);
    return { company: made, adminId: madeUsers[0].id, adminKey: madeUsers[0].authKey };
  });
  // The sample records go through the same definitions as the API, validation and logs included.
  await withTenant(company.id, async (tx) => {
    const user = (await loadUser(tx, { id: adminId }))!;
    for (const [collection, body] of DEMO_RECORDS) await createRecord(getResource(collection), { tx, company, user, registry: resources }, body);
  });
  await postDemoBooks(adminKey, today(company));
  return true;
}

/** The demo's year of books, posted through the API as the admin, so that every rule applies. */
async function postDemoBooks(authKey: string, today: string) {
  const call: Call = async <T,>(method: string, path: string, body?: unknown) => {
    const res = await handleApi(
      new Request(`http://${DEMO.slug}.${rootDomain()}/api/v1/${path}`, {
        method,
        headers: { authorization: `Bearer ${authKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const answer = await res.json();
    if (!res.ok) throw new Error(`Demo books: ${method} ${path} answered ${res.status} ${JSON.stringify(answer)}`);
    return answer as T;
  };
  const chart = await call<{ items: { id: number; number: string }[] }>('GET', 'accounts/all');
  const account = new Map(chart.items.map((a) => [a.number, a.id]));
  const vendors = await call<{ items: { id: number; display_name: string }[] }>('GET', 'vendors/all');
  const vendor = new Map(vendors.items.map((v) => [v.display_name, v.id]));
  const id = (number: string) => account.get(number)!;
  for (const step of demoBooks(today)) await postStep(step, call, id, vendor);
  await postDemoReceivables(call, id, await postDemoSales(call, id), today);
}

/** The demo's taxes (a state and a city tax, and their group) and sales items. */
async function postDemoSales(call: Call, id: (number: string) => number) {
  const members: number[] = [];
  for (const { liability, ...tax } of DEMO_SALES.taxes) members.push((await call('POST', 'ar-taxes', { ...tax, liability_account_id: id(liability) })).id);
  await call('POST', 'ar-taxes', { display_name: DEMO_SALES.taxGroup, is_group: 1, members });
  const items = new Map<string, { id: number; type: string }>();
  for (const [collection, { income, ...item }] of DEMO_SALES.items) {
    const goods = collection === 'ar-goods' ? { asset_account_id: id('1400'), expense_account_id: id('5000') } : {};
    const made = await call('POST', collection, { ...item, ...goods, income_account_id: id(income) });
    items.set(String(item.number), { id: made.id, type: DEMO_ITEM_LINE_TYPES[collection] });
  }
  return { items, taxId: (await call<{ items: { id: number }[] }>('GET', `ar-taxes?q=${encodeURIComponent(DEMO_SALES.taxGroup)}`)).items[0].id };
}

const DEMO_ITEM_LINE_TYPES: Record<string, string> = { 'ar-services': 'service', 'ar-goods': 'good', 'ar-other-charges': 'other_charge', 'ar-discounts': 'discount' };

/**
 * The demo's receivables: invoices of every age with the tax group, two payments deposited to
 * the bank, an estimate and a monthly retainer (see DEMO_RECEIVABLES), all through the API.
 */
async function postDemoReceivables(call: Call, id: (number: string) => number, sales: Awaited<ReturnType<typeof postDemoSales>>, today: string) {
  const ago = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  const customers = new Map((await call<{ items: { id: number; display_name: string }[] }>('GET', 'customers/all')).items.map((c) => [c.display_name, c.id]));
  const net30 = (await call<{ items: { id: number }[] }>('GET', 'ar-terms?q=Net%2030')).items[0]?.id;
  const lines = (given: DemoLine[]) => [
    ...given.map(([item, quantity]) => {
      const picked = sales.items.get(item === 'discount' ? quantity : item)!;
      return item === 'discount' ? { type: 'discount', item_id: picked.id } : { type: picked.type, item_id: picked.id, quantity };
    }),
    { type: 'tax' },
  ];
  const document = (customer: string, date: string, given: DemoLine[], extra: Record<string, unknown> = {}) => ({ customer_id: customers.get(customer), date, terms_id: net30, tax_id: sales.taxId, lines: lines(given), ...extra });
  const invoices: { id: number; balance_due: string; customer_id: number }[] = [];
  for (const invoice of DEMO_RECEIVABLES.invoices) invoices.push(await call('POST', 'invoices', document(invoice.customer, ago(invoice.daysAgo), invoice.lines, { memo: invoice.memo })));
  const payments: number[] = [];
  for (const payment of DEMO_RECEIVABLES.payments) {
    const invoice = invoices[payment.invoice];
    const amount = payment.amount === 'all' ? invoice.balance_due : payment.amount;
    payments.push((await call('POST', 'payments', { customer_id: invoice.customer_id, date: ago(payment.daysAgo), amount, method: 2, reference: payment.reference, applications: [{ invoice_id: invoice.id, amount }] })).id);
  }
  await call('POST', 'bank-deposits', { bank_account_id: id('1000'), date: ago(DEMO_RECEIVABLES.depositDaysAgo), payment_ids: payments });
  const { estimate, retainer } = DEMO_RECEIVABLES;
  await call('POST', 'estimates', document(estimate.customer, ago(estimate.daysAgo), estimate.lines));
  const template = await call('POST', 'invoices', document(retainer.customer, today, retainer.lines, { is_template: 1, memo: 'Monthly design retainer' }));
  const next = new Date(Date.parse(`${today}T00:00:00Z`));
  const firstOfNextMonth = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  await call('POST', 'recurring-billing', { display_name: 'Monthly design retainer', customer_id: customers.get(retainer.customer), template_id: template.id, rule: 'FREQ=MONTHLY;BYMONTHDAY=1', start_date: firstOfNextMonth });
}

/** An API call of the demo's admin; throws on any refusal (the seed must never half-succeed silently). */
type Call = <T = { id: number }>(method: string, path: string, body?: unknown) => Promise<T>;

async function postStep(step: DemoBookStep, call: Call, id: (number: string) => number, vendor: Map<string, number>) {
  switch (step.kind) {
    case 'journal':
      return call('POST', 'journal-entries', { date: step.date, memo: step.memo, lines: step.lines.map(([n, debit, credit]) => ({ account_id: id(n), debit, credit })) });
    case 'check': {
      const payee = step.vendor ? { payee_type: 'vendor', payee_id: vendor.get(step.payee) } : { payee_name: step.payee };
      const lines = step.lines.map(([n, amount]) => ({ account_id: id(n), amount }));
      return call('POST', 'checks', { bank_account_id: id(step.bank), date: step.date, memo: step.memo, ...payee, lines, ...(step.draft ? { state: 'draft' } : {}) });
    }
    case 'deposit':
      return call('POST', 'bank-deposits', { bank_account_id: id(step.bank), date: step.date, lines: step.lines.map(([n, amount, from]) => ({ account_id: id(n), amount, received_from: from })) });
    case 'transfer':
      return call('POST', 'transfers', { from_account_id: id(step.from), to_account_id: id(step.to), date: step.date, amount: step.amount, memo: step.memo });
    case 'reconcile': {
      // The statement shows exactly the books' lines through its date: all are ticked.
      const ledger = await call<{ closing_balance: string }>('GET', `accounts/${id(step.bank)}/ledger?to=${step.statementDate}`);
      const rec = await call('POST', 'reconciliations', { account_id: id(step.bank), statement_date: step.statementDate, ending_balance: ledger.closing_balance });
      const summary = await call<{ items: { id: number }[] }>('GET', `reconciliations/${rec.id}/summary`);
      await call('PUT', `reconciliations/${rec.id}`, { cleared_line_ids: summary.items.map((i) => i.id) });
      return call('POST', `reconciliations/${rec.id}/finish`);
    }
  }
}
