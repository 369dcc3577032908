// Statement import and matching at volume (npx tsx bench/statements.mts [lines] [postings]): on a
// fresh PostgreSQL database of DATABASE_URL's server, a bank account with `postings` posted lines
// (default 100,000, written straight into the journal as setup) over two years, and an OFX file of
// `lines` statement lines (default 10,000), each one of those postings as the bank shows it, 0 to 3
// days later. The file is imported through the engine's write path as the API calls it (read,
// checked, fingerprinted, categorised, every line matched against the account's postings) in one
// transaction, timed. The baseline in the same run: the same file parsed and its lines written as
// multi-row INSERTs of 1,000 into a bare table from one pg connection (no matching). Target: under
// 10 s, every line proposed its own posting.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withBenchCompany } from './in-process.mts';

const LINES = Number(process.argv[2] ?? 10_000);
const POSTINGS = Number(process.argv[3] ?? 100_000);
const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 1);

const dayOf = (i: number) => new Date(START + Math.floor((i * 730) / POSTINGS) * DAY);
/** Posting i's amount in cents: spread over 1.00 to 5,000.99, money out and in. */
const centsOf = (i: number) => ((i * 7919) % 500_000) + 100;
const signOf = (i: number) => (i % 3 === 0 ? 1 : -1);
const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');
const decimal = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The bank's file: every (postings / lines)-th posting, as the bank shows it a few days later. */
function makeOfx(): { text: string; truth: Map<string, number> } {
  const step = Math.floor(POSTINGS / LINES);
  const truth = new Map<string, number>();
  const trns: string[] = [];
  for (let k = 0; k < LINES; k++) {
    const i = k * step;
    const fitid = `B${k}`;
    truth.set(fitid, i);
    const cleared = new Date(dayOf(i).getTime() + (k % 4) * DAY);
    trns.push(`<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${ymd(cleared)}<TRNAMT>${decimal(signOf(i) * centsOf(i))}<FITID>${fitid}<NAME>PAYEE ${i % 997}</STMTTRN>`);
  }
  const text = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>123456789</BANKACCTFROM><BANKTRANLIST><DTSTART>20250101<DTEND>20261231\n${trns.join('\n')}\n</BANKTRANLIST><LEDGERBAL><BALAMT>0.00<DTASOF>20261231</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n`;
  return { text, truth };
}

async function main() {
  await withBenchCompany('stmt', 4, async ({ url, company, create }) => {
    const owner = new pg.Client({ connectionString: url });
    await owner.connect();
    // The database is dropped under it once the run ends, whatever happens.
    owner.on('error', () => {});
    const account = (n: string) => owner.query(`select id from accounts where company_id = $1 and number = $2`, [company.id, n]).then((r) => r.rows[0].id as number);
    const bank = await account('1000');
    const other = await account('6300');
    await owner.query(`update accounts set bank_account_number = '123456789' where id = $1`, [bank]);
    // Setup: POSTINGS journals of two lines each (the bank's and the other account's), straight into the journal.
    const setup = performance.now();
    // One transaction: the database checks each journal balances when it commits.
    await owner.query('begin');
    await owner.query(
      `insert into journals (company_id, number, date, memo, source_type, amount)
       select $1, 'B' || i, date '2025-01-01' + (i * 730 / $2)::int, 'Posting ' || i, 'journal_entry', ((i * 7919) % 500000 + 100) / 100.0
       from generate_series(0, $2 - 1) i`,
      [company.id, POSTINGS],
    );
    await owner.query(
      `insert into journal_lines (company_id, journal_id, line_no, date, account_id, debit, credit, description)
       select j.company_id, j.id, s.n, j.date, case when s.n = 1 then $2::int else $3::int end,
              case when (s.n = 1) = (substr(j.number, 2)::int % 3 = 0) then j.amount else 0 end,
              case when (s.n = 1) = (substr(j.number, 2)::int % 3 = 0) then 0 else j.amount end,
              'PAYEE ' || (substr(j.number, 2)::int % 997)
       from journals j cross join (values (1), (2)) s(n) where j.company_id = $1`,
      [company.id, bank, other],
    );
    await owner.query('commit');
    await owner.query('analyze journals; analyze journal_lines');
    console.log(`setup: ${POSTINGS} postings in ${((performance.now() - setup) / 1000).toFixed(1)} s`);

    const { text, truth } = makeOfx();
    const file = path.join(os.tmpdir(), `bench-statement-${process.pid}.ofx`);
    fs.writeFileSync(file, text);
    const started = performance.now();
    const made = await create('bank-statements', { account_id: bank, file: { name: 'bench.ofx', type: 'application/x-ofx', size: fs.statSync(file).size, path: file } });
    const importMs = performance.now() - started;
    if (made.status !== 201) {
      console.error('the import failed:', made.error);
      throw made.error;
    }

    // The baseline: the same file parsed and its lines inserted bare.
    const { parseOfx } = await import('@/lib/bank-files');
    await owner.query('create table bench_lines (id serial primary key, date date, amount numeric(14,2), description text, fitid text)');
    const bareStarted = performance.now();
    const [parsed] = parseOfx(new Uint8Array(fs.readFileSync(file)));
    for (let i = 0; i < parsed.lines.length; i += 1000) {
      const chunk = parsed.lines.slice(i, i + 1000);
      await owner.query(`insert into bench_lines (date, amount, description, fitid) values ${chunk.map((_, j) => `($${j * 4 + 1}, $${j * 4 + 2}, $${j * 4 + 3}, $${j * 4 + 4})`).join(', ')}`, chunk.flatMap((l) => [l.date, l.amount, l.description, l.fitid]));
    }
    const bareMs = performance.now() - bareStarted;

    const { rows } = await owner.query(
      `select l.fitid, l.state, j.number from bank_statement_lines l left join journal_lines p on p.id = l.journal_line_id left join journals j on j.id = p.journal_id where l.statement_id = $1`,
      [made.row.id],
    );
    await owner.end();
    fs.rmSync(file, { force: true });
    const right = rows.filter((r) => r.number === `B${truth.get(r.fitid)}`).length;
    const wrong = rows.filter((r) => r.number && r.number !== `B${truth.get(r.fitid)}`).length;
    console.log(`import and match ${LINES} lines against ${POSTINGS} postings: ${(importMs / 1000).toFixed(2)} s; bare parse and insert ${(bareMs / 1000).toFixed(2)} s; ratio ${(importMs / bareMs).toFixed(1)}`);
    console.log(`proposed right ${right}, wrong ${wrong}, none ${rows.length - right - wrong}; recall ${((right / LINES) * 100).toFixed(1)}%`);
    console.log(`target under 10 s: ${importMs < 10_000 ? 'met' : 'NOT met'}`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
