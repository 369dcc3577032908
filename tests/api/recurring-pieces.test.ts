import { describe, expect, it } from 'vitest';
import { scheduled, type Scheduled } from '../support/recurring';

/**
 * Recurring billing in pieces (issue 43): 60 schedules over three customers and two templates
 * (one plain, one taxed with terms), each owing two monthly invoices (120 in all), issued by the
 * queue in batches of at most 25 invoices. Whatever happens in between (two workers, a batch that
 * dies after its writes, a worker that dies holding its job, a second run), the end is the same:
 * one invoice per schedule and occurrence, no number used twice, every journal balanced, and
 * the kept balances equal to what the invoices owe.
 */

const AS_OF = '2026-02-15';
const SCHEDULES = 60;
const INVOICES = SCHEDULES * 2;

async function sixtySchedules() {
  const s = await scheduled('FREQ=MONTHLY;BYMONTHDAY=1', '2026-01-01');
  const customers = [s.customerId];
  for (const name of ['Globex', 'Initech']) {
    const made = await s.call('POST', 'customers', { display_name: name, addresses: [{ kind: 'billing', line1: `1 ${name} Way`, city: 'Shelbyville', is_primary: 1 }] });
    expect(made.status).toBe(201);
    customers.push(made.body.id);
  }
  const taxed = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-01-01', tax_id: s.taxes.group, terms_id: s.terms.net30, lines: [{ type: 'good', item_id: s.items.widget, quantity: '3' }], is_template: 1 });
  expect(taxed.status).toBe(201);
  for (let i = 1; i < SCHEDULES; i++) {
    const made = await s.call('POST', 'recurring-billing', {
      display_name: `Schedule ${i}`,
      customer_id: customers[i % 3],
      template_id: i % 2 ? taxed.body.id : s.template.id,
      rule: 'FREQ=MONTHLY;BYMONTHDAY=1',
      start_date: '2026-01-01',
    });
    expect(made.status).toBe(201);
  }
  return s;
}

/** What the books say after the runs, read with SQL. */
async function books(s: Scheduled) {
  const { sql } = await import('drizzle-orm');
  const { rowsOf } = await import('@/db/client');
  const { withTenant } = await import('@/lib/tenant/transaction');
  const c = s.company.id;
  const one = (q: ReturnType<typeof sql>) => withTenant(c, async (tx) => rowsOf<Record<string, number>>(await tx.execute(q))[0]);
  return one(sql`select
    (select count(*) from sales_documents where company_id = ${c} and kind = 'invoice' and recurring_billing_id is not null)::int as invoices,
    (select count(distinct (recurring_billing_id, occurrence)) from sales_documents where company_id = ${c} and recurring_billing_id is not null)::int as pairs,
    (select count(*) from recurring_billing_issues where company_id = ${c} and invoice_id is not null)::int as issues,
    (select count(*) - count(distinct lower(number)) from sales_documents where company_id = ${c} and kind = 'invoice')::int as repeated,
    (select count(*) - count(distinct number) from journals where company_id = ${c})::int as repeated_journals,
    (select count(*) from (select j.id from journals j join journal_lines l on l.journal_id = j.id where j.company_id = ${c} group by j.id having sum(l.debit) <> sum(l.credit) or count(*) < 2) u)::int as unbalanced,
    (select count(*) from sales_documents d where company_id = ${c} and recurring_billing_id is not null and (state <> 'posted' or journal_id is null
       or not exists (select 1 from journals j where j.id = d.journal_id and j.source_id = d.id and j.date = d.date))
    )::int as unposted,
    (select count(*) from customers cu where company_id = ${c} and balance <> (select coalesce(sum(balance_due), 0) from sales_documents d where d.customer_id = cu.id and d.state = 'posted' and d.kind = 'invoice'))::int as customers_off,
    (select count(*) from (select account_id from journal_lines where company_id = ${c} group by account_id
       having sum(debit - credit) <> coalesce((select sum(debit - credit) from account_balances b where b.account_id = journal_lines.account_id), 0)) u)::int as accounts_off,
    (select count(*) from (select recurring_billing_id from sales_documents where company_id = ${c} and recurring_billing_id is not null
       group by source_document_id, recurring_billing_id having count(distinct total_amount) > 1) u)::int as totals_differ,
    (select count(*) from sales_documents d where company_id = ${c} and recurring_billing_id is not null and terms_id is not null and due_date <> date + 30)::int as due_off,
    (select count(*) from sales_documents d where company_id = ${c} and recurring_billing_id is not null
       and (select count(*) from sales_document_lines l where l.document_id = d.id) <> (select count(*) from sales_document_lines l where l.document_id = d.source_document_id))::int as lines_off,
    (select count(*) from company_logs where company_id = ${c} and collection = 'invoices' and action = 'create')::int as logged`);
}

const whole = {
  invoices: INVOICES,
  pairs: INVOICES,
  issues: INVOICES,
  repeated: 0,
  repeated_journals: 0,
  unbalanced: 0,
  unposted: 0,
  customers_off: 0,
  accounts_off: 0,
  totals_differ: 0,
  due_off: 0,
  lines_off: 0,
};

async function queue() {
  const { appWorker, jobHandlers } = await import('@/lib/api/jobs');
  const { Worker } = await import('@/lib/jobs/queue');
  const { resources } = await import('@/lib/api/registry');
  const { RUN_BATCH_JOB } = await import('@/lib/modules/sales/recurring-runs');
  /** Runs the queued batches with `workers` workers at once. */
  const drain = async (workers: number) => (await Promise.all(Array.from({ length: workers }, () => appWorker({ kinds: [RUN_BATCH_JOB] }).drain()))).reduce((a, b) => a + b, 0);
  return { drain, jobHandlers, Worker, resources, RUN_BATCH_JOB };
}

/** Starts a run as the API's run action does, with batches of at most 25 invoices (five batches or more for the 120). */
async function start(s: Scheduled) {
  const { startRun } = await import('@/lib/modules/sales/recurring-runs');
  const { resources } = await import('@/lib/api/registry');
  const { withTenant } = await import('@/lib/tenant/transaction');
  const { loadUser } = await import('@/lib/users/session-user');
  const answer = await withTenant(s.company.id, async (tx) => startRun({ tx, company: s.company, user: (await loadUser(tx, { id: s.owner.id }))!, registry: resources }, AS_OF, { invoices: 25 }));
  return answer as { status?: number; record?: { id: number }; data?: unknown };
}

const runOf = async (s: Scheduled, id: number) => (await s.call('GET', `recurring-billing-runs/${id}`)).body;

describe('recurring billing in pieces: batches on the queue, each its own transaction (issue 43)', { timeout: 300_000 }, () => {
  it('two runs started at once and two workers issue exactly one invoice per schedule and occurrence', async () => {
    const s = await sixtySchedules();
    const { drain } = await queue();
    const runs = await Promise.all([1, 2].map(() => start(s)));
    expect(runs.map((r) => r.status)).toEqual([202, 202]);
    expect(await drain(2)).toBeGreaterThanOrEqual(INVOICES / 25);
    const done = await Promise.all(runs.map((r) => runOf(s, r.record!.id)));
    expect(done.map((r) => r.state)).toEqual(['done', 'done']);
    expect(done[0].issued + done[1].issued).toBe(INVOICES);
    expect(await books(s)).toMatchObject({ ...whole, logged: INVOICES + 2 });
  });

  it('a batch that dies after its writes leaves nothing of itself; the next run picks up, and a second run issues nothing', async () => {
    const s = await sixtySchedules();
    const { drain, jobHandlers, Worker, resources, RUN_BATCH_JOB } = await queue();
    const started = await start(s);
    expect(started.status).toBe(202);
    const runId = started.record!.id;

    // A worker whose third batch dies once its invoices are written, before it commits (a kill -9, a deploy).
    let ran = 0;
    const real = jobHandlers[RUN_BATCH_JOB];
    const crashing = new Worker(
      {
        [RUN_BATCH_JOB]: {
          ...real,
          async run(ctx, payload, job) {
            await real.run(ctx, payload, job);
            if (++ran === 3) throw new Error('The worker died in the middle of a batch.');
          },
        },
      },
      resources,
      { kinds: [RUN_BATCH_JOB], backoff: () => 0 },
    );
    for (;;) {
      const [job] = await crashing.claim(1);
      if (!job || (await crashing.run(job)) !== 'done') break;
    }
    expect(ran).toBe(3);
    const halfway = await runOf(s, runId);
    expect(halfway.state).toBe('running');
    const after = await books(s);
    // What the two committed batches issued is all there is: the run's count, the invoices and the issue rows agree.
    expect(after.invoices).toBe(halfway.issued);
    expect(after.issues).toBe(halfway.issued);
    expect(after.invoices).toBeLessThan(INVOICES);
    expect(after).toMatchObject({ repeated: 0, unbalanced: 0, unposted: 0, customers_off: 0, accounts_off: 0 });

    // A worker that dies holding the next batch (its lease runs out): another takes it over.
    const dying = new Worker(jobHandlers, resources, { kinds: [RUN_BATCH_JOB], leaseMs: 50 });
    expect(await dying.claim(1)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));

    await drain(2);
    expect(await runOf(s, runId)).toMatchObject({ state: 'done', planned: INVOICES, issued: INVOICES, error: null });
    expect(await books(s)).toMatchObject(whole);

    // A second run finds nothing due; one from schedules set back (a stale copy of them) finds every occurrence issued.
    expect((await s.call('POST', 'recurring-billing/run', { as_of: AS_OF })).body).toEqual({ issued: 0, occurrences: 0 });
    const { sql } = await import('drizzle-orm');
    const { withTenant } = await import('@/lib/tenant/transaction');
    await withTenant(s.company.id, (tx) => tx.execute(sql`update recurring_billing set next_date = '2026-01-01' where company_id = ${s.company.id}`));
    const again = await s.call('POST', 'recurring-billing/run', { as_of: AS_OF });
    expect(again.status).toBe(202);
    await drain(2);
    expect(await runOf(s, again.body.id)).toMatchObject({ state: 'done', issued: 0 });
    expect(await books(s)).toMatchObject(whole);
  });

  it('issues a batch of 25 invoices from two templates in a few dozen statements, not a few dozen per invoice', async () => {
    const s = await sixtySchedules();
    const { issueBatch } = await import('@/lib/modules/sales/recurring-issue');
    const { resources } = await import('@/lib/api/registry');
    const { withTenant } = await import('@/lib/tenant/transaction');
    const { loadUser } = await import('@/lib/users/session-user');
    let statements = 0;
    const batch = await withTenant(s.company.id, async (tx) => {
      // Every statement starts from one of these on the transaction.
      const counted = new Proxy(tx, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute'].includes(String(key))) statements++;
            return value.apply(target, args);
          };
        },
      });
      return issueBatch({ tx: counted, company: s.company, user: (await loadUser(tx, { id: s.owner.id }))!, registry: resources }, AS_OF, { invoices: 25 });
    });
    expect(batch).toMatchObject({ issued: 25, occurrences: 25, more: true });
    // Each template's first invoice goes the ordinary way (about 30 statements); the other 23 are copies made in sets.
    expect(statements).toBeLessThan(120);
    expect(await books(s)).toMatchObject({ ...whole, invoices: 25, pairs: 25, issues: 25 });
  });
});
