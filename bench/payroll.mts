// A pay run of many employees (npx tsx bench/payroll.mts [employees]): on a fresh PostgreSQL
// database of DATABASE_URL's server, `employees` hourly employees (500 unless told) with a pay
// setup of six payroll items (hourly, overtime, a bracket and a flat withholding, two employer
// taxes) and a week of approved time each (9 h a day, Monday to Friday: 5 h overtime) are seeded
// in SQL; then one pay run paying them all is created through the engine's write path, as the API
// does (hours read from time, every paycheck figured, one journal, the year-to-date sub-ledger).
// The baseline, in the same run: the least such a run writes, its entry rows (one per employee
// and item) and a balanced journal of seven lines inserted in one transaction. Target: under 10 s.
import pg from 'pg';
import { withBenchCompany } from './in-process.mts';

const EMPLOYEES = Number(process.argv[2] ?? 500);

async function main() {
  await withBenchCompany('pay', 10, async ({ url, company, create }) => {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const account = async (number: string) => (await db.query(`select id from accounts where company_id = $1 and number = $2`, [company.id, number])).rows[0].id as number;
    const [wages, owed, bank] = [await account('6600'), await account('2200'), await account('1000')];
    const made = async (collection: string, body: Record<string, unknown>) => {
      const res = await create(collection, body);
      if (res.status !== 201) throw new Error(`${collection}: ${String(res.error)}`);
      return res.row.id;
    };
    const table = await made('tax-tables', {
      display_name: 'Example brackets',
      year: 2026,
      brackets: [
        { filing_status: 'single', over: '0', up_to: '10000', rate: '10' },
        { filing_status: 'single', over: '10000', up_to: '40000', rate: '12' },
        { filing_status: 'single', over: '40000', rate: '22' },
      ],
    });
    const items = [
      await made('payroll-items', { display_name: 'Hourly', kind: 'hourly', expense_account_id: wages }),
      await made('payroll-items', { display_name: 'Overtime', kind: 'overtime', multiplier: '1.5', expense_account_id: wages }),
      await made('payroll-items', { display_name: 'Income tax', kind: 'withholding', tax_table_id: table, liability_account_id: owed }),
      await made('payroll-items', { display_name: 'Social security', kind: 'withholding', rate: '6.2', wage_base: '176100', liability_account_id: owed }),
      await made('payroll-items', { display_name: 'Social security (company)', kind: 'employer_tax', rate: '6.2', wage_base: '176100', expense_account_id: wages, liability_account_id: owed }),
      await made('payroll-items', { display_name: 'Unemployment', kind: 'employer_tax', rate: '0.6', wage_base: '7000', expense_account_id: wages, liability_account_id: owed }),
    ];
    const seeded = performance.now();
    await db.query(
      `with e as (insert into employees (company_id, display_name) select $1, 'Employee ' || g from generate_series(1, $2) g returning id),
       s as (insert into pay_setups (company_id, employee_id, pay_rate, pay_frequency, filing_status) select $1, id, 18 + (id % 7), 'weekly', 'single' from e returning id, employee_id),
       i as (insert into pay_setup_items (company_id, setup_id, payroll_item_id) select $1, s.id, item from s, unnest($3::int[]) item)
       insert into time_entries (company_id, employee_id, date, hours, approval) select $1, s.employee_id, d::date, 9, 'approved' from s, generate_series('2026-03-09'::date, '2026-03-13'::date, '1 day') d`,
      [company.id, EMPLOYEES, items],
    );
    const employees = (await db.query(`select id from employees where company_id = $1 and display_name like 'Employee %' order by id`, [company.id])).rows.map((r) => ({ employee_id: r.id as number }));
    console.log(`seeded ${employees.length} employees and ${employees.length * 5} time entries in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const started = performance.now();
    const run = await create('pay-runs', { period_start: '2026-03-09', period_end: '2026-03-15', pay_date: '2026-03-20', bank_account_id: bank, lines: employees });
    const runMs = performance.now() - started;
    if (run.status !== 201) throw new Error(`pay run: ${String(run.error)}`);
    const check = (
      await db.query(
        `select (select count(*) from payroll_entries where pay_run_id = $1) as entries,
                (select count(*) from (select j.id from journals j join journal_lines l on l.journal_id = j.id where j.source_type = 'pay_run' group by j.id having sum(l.debit) <> sum(l.credit)) u) as unbalanced`,
        [run.row.id],
      )
    ).rows[0];

    // The baseline: as many entry rows and one balanced journal, inserted bare in one transaction.
    await db.query('create table bench_entries (employee_id int, item_id int, amount numeric(14,2)); create table bench_journal (account_id int, debit numeric(14,2), credit numeric(14,2))');
    const bareStarted = performance.now();
    await db.query('begin');
    await db.query(`insert into bench_entries select e, i, 100 from unnest($1::int[]) e, unnest($2::int[]) i`, [employees.map((e) => e.employee_id), items]);
    await db.query(`insert into bench_journal select $1, 100, 0 from generate_series(1, 7)`, [wages]);
    await db.query('commit');
    const bareMs = performance.now() - bareStarted;
    await db.end();

    console.log(`pay run of ${employees.length} employees: ${(runMs / 1000).toFixed(2)} s, ${check.entries} entries, ${check.unbalanced} unbalanced journals; bare inserts ${bareMs.toFixed(1)} ms; ratio ${(runMs / bareMs).toFixed(1)}`);
    console.log(`target under 10 s: ${runMs < 10_000 && Number(check.unbalanced) === 0 ? 'met' : 'NOT met'}`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
