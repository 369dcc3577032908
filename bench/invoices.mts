// Invoices under concurrent creation (npx tsx bench/invoices.mts [clients] [rounds]): on a fresh
// PostgreSQL database of DATABASE_URL's server, `clients` invoices are created at once through
// the engine's write path (in process, as the API entry calls it, each in its own request
// transaction), `rounds` times; then every number must be distinct and every
// journal balanced. The baseline is the least a numbered document needs, in the same run: as
// many transactions at once that each take the next number of a counter row and insert a row.
import pg from 'pg';
import { withBenchCompany } from './in-process.mts';

const CLIENTS = Number(process.argv[2] ?? 50);
const ROUNDS = Number(process.argv[3] ?? 4);

async function main() {
  await withBenchCompany('inv', 20, async ({ url, company, create }) => {
    const owner = new pg.Client({ connectionString: url });
    await owner.connect();
    const income = (await owner.query(`select id from accounts where company_id = $1 and number = '4100'`, [company.id])).rows[0].id;
    await owner.end();
    const customer = ((await create('customers', { display_name: 'Bench customer' })) as { row: { id: number } }).row.id;
    const invoice = (i: number) => create('invoices', { customer_id: customer, date: '2026-07-01', lines: [{ type: 'service', description: 'Work', quantity: String(i + 1), rate: '82.375', account_id: income }] });

    await invoice(0); // warm up
    const started = performance.now();
    const results = [];
    for (let r = 0; r < ROUNDS; r++) results.push(...(await Promise.all(Array.from({ length: CLIENTS }, (_, i) => invoice(i)))));
    const invoiceMs = performance.now() - started;
    const failed = results.filter((r) => r.status !== 201).length;

    const pool = new pg.Pool({ connectionString: url, max: 20 });
    await pool.query('create table bench_counter (id int primary key, next int not null); insert into bench_counter values (1, 1); create table bench_docs (id serial primary key, number int not null unique)');
    const bare = async () => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query('update bench_counter set next = next + 1 where id = 1 returning next - 1 as n');
        await client.query('insert into bench_docs (number) values ($1)', [rows[0].n]);
        await client.query('commit');
      } finally {
        client.release();
      }
    };
    const bareStarted = performance.now();
    for (let r = 0; r < ROUNDS; r++) await Promise.all(Array.from({ length: CLIENTS }, bare));
    const bareMs = performance.now() - bareStarted;

    const check = await pool.query(`
      select (select count(*) - count(distinct lower(number)) from sales_documents where kind = 'invoice') as repeated,
             (select count(*) from (select j.id from journals j join journal_lines l on l.journal_id = j.id group by j.id having sum(l.debit) <> sum(l.credit) or count(*) < 2) u) as unbalanced`);
    await pool.end();
    const made = results.length - failed;
    const perInvoice = invoiceMs / results.length;
    const perBare = bareMs / (CLIENTS * ROUNDS);
    console.log(`${CLIENTS} clients x ${ROUNDS} rounds: ${made} invoices made, ${failed} failed; ${check.rows[0].repeated} repeated numbers, ${check.rows[0].unbalanced} unbalanced journals`);
    console.log(`invoice ${perInvoice.toFixed(2)} ms each; bare numbered insert ${perBare.toFixed(2)} ms each; ratio ${(perInvoice / perBare).toFixed(1)}`);
    console.log(`target 0 failed / 0 repeated / 0 unbalanced: ${failed === 0 && Number(check.rows[0].repeated) === 0 && Number(check.rows[0].unbalanced) === 0 ? 'met' : 'NOT met'}`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
