// Recurring billing at volume (npx tsx bench/recurring.mts [schedules]): on a fresh PostgreSQL
// database of DATABASE_URL's server, `schedules` monthly schedules over 1,000 customers each owe
// one invoice; a run of them goes as the product runs it (startRun: recorded and handed to the
// job queue, whose batch jobs each issue a batch in their own transaction), drained by two
// workers at once; then a second run. Afterwards exactly one invoice per schedule must exist,
// every number distinct, every journal balanced. Statements are counted on the wire during the
// first run (per invoice). The baseline, in the same run: the least a numbered document needs,
// as many times in one transaction (take the next number of a counter row, insert a row).
// Targets (issue 43): at most 10x the bare numbered insert per invoice, and the whole run in
// under 2 minutes at 10,000 schedules.
import pg from 'pg';
import { generateCustomers } from './generate.mjs';
import { withBenchCompany } from './in-process.mts';

const SCHEDULES = Number(process.argv[2] ?? 10_000);
const AS_OF = '2026-11-24';

async function main() {
  await withBenchCompany('rec', 10, async ({ url, company, create, inCompany }) => {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    await generateCustomers(db, company.id, 1_000);
    const income = (await db.query(`select id from accounts where company_id = $1 and number = '4100'`, [company.id])).rows[0].id;
    const first = (await db.query('select min(id) as id from customers where company_id = $1', [company.id])).rows[0].id;
    const made = await create('invoices', { customer_id: first, date: '2026-10-01', is_template: 1, lines: [{ type: 'service', description: 'Monthly service', quantity: '1', rate: '149.95', account_id: income }] });
    if (made.status !== 201) throw made.error;
    const template = made.row;
    await db.query(
      `insert into recurring_billing (company_id, display_name, customer_id, template_id, rule, start_date, next_date, status, created_at, updated_at)
       select $1, 'Schedule ' || g, c.ids[1 + g % array_length(c.ids, 1)], $2, 'FREQ=MONTHLY;BYMONTHDAY=1', date '2026-11-01', date '2026-11-01', 1, now(), now()
       from generate_series(1, $3::int) g cross join (select array_agg(id order by id) as ids from customers where company_id = $1) c`,
      [company.id, template.id, SCHEDULES],
    );

    const { startRun, RUN_BATCH_JOB } = await import('@/lib/modules/sales/recurring-runs');
    const { appWorker } = await import('@/lib/api/jobs');
    let statements = 0;
    let counting = false;
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      if (counting) statements++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    const run = async () => {
      const started = performance.now();
      counting = true;
      statements = 0;
      const answer = await inCompany((ctx) => startRun(ctx as never, AS_OF));
      // Two workers at once, as two processes of the app would take the batches.
      const batches = (await Promise.all([1, 2].map(() => appWorker({ kinds: [RUN_BATCH_JOB] }).drain()))).reduce((a, b) => a + b, 0);
      counting = false;
      const record = (answer as { record?: { id: number } }).record;
      const issued = record
        ? Number((await db.query('select issued from recurring_billing_runs where id = $1', [record.id])).rows[0].issued)
        : (answer as { data: { issued: number } }).data.issued;
      return { issued, batches, statements, ms: performance.now() - started };
    };
    const firstRun = await run();
    const secondRun = await run();

    await db.query('create table bench_counter (id int primary key, next int not null); insert into bench_counter values (1, 1); create table bench_docs (id serial primary key, number int not null unique)');
    const bareStarted = performance.now();
    await db.query('begin');
    for (let i = 0; i < SCHEDULES; i++) {
      const { rows } = await db.query('update bench_counter set next = next + 1 where id = 1 returning next - 1 as n');
      await db.query('insert into bench_docs (number) values ($1)', [rows[0].n]);
    }
    await db.query('commit');
    const bareMs = performance.now() - bareStarted;

    const check = (
      await db.query(
        `select (select count(*) from sales_documents where company_id = $1 and kind = 'invoice' and recurring_billing_id is not null)::int as invoices,
                (select count(*) - count(distinct lower(number)) from sales_documents where company_id = $1 and kind = 'invoice')::int as repeated,
                (select count(*) from (select j.id from journals j join journal_lines l on l.journal_id = j.id where j.company_id = $1 group by j.id having sum(l.debit) <> sum(l.credit) or count(*) < 2) u)::int as unbalanced`,
        [company.id],
      )
    ).rows[0];
    await db.end();
    const perInvoice = firstRun.ms / Math.max(firstRun.issued, 1);
    const perBare = bareMs / SCHEDULES;
    const ratio = perInvoice / perBare;
    console.log(`${SCHEDULES} schedules: first run issued ${firstRun.issued} in ${(firstRun.ms / 1000).toFixed(1)} s (${firstRun.batches} batch jobs, two workers), second run issued ${secondRun.issued} in ${secondRun.ms.toFixed(0)} ms`);
    console.log(`statements on the wire in the first run: ${firstRun.statements} (${(firstRun.statements / Math.max(firstRun.issued, 1)).toFixed(2)} per invoice; the bare numbered insert: 2)`);
    console.log(`${check.invoices} recurring invoices exist; ${check.repeated} repeated numbers; ${check.unbalanced} unbalanced journals`);
    console.log(`invoice ${perInvoice.toFixed(2)} ms each; bare numbered insert ${perBare.toFixed(2)} ms each; ratio ${ratio.toFixed(1)} (target <= 10: ${ratio <= 10 ? 'met' : 'missed'})`);
    console.log(`whole run ${(firstRun.ms / 1000).toFixed(1)} s (target < 120 s at 10,000: ${firstRun.ms < 120_000 ? 'met' : 'missed'})`);
    const met = check.invoices === SCHEDULES && secondRun.issued === 0 && check.repeated === 0 && check.unbalanced === 0;
    console.log(`target exactly ${SCHEDULES} invoices after two runs, 0 repeated, 0 unbalanced: ${met ? 'met' : 'NOT met'}`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
