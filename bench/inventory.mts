// Inventory at volume (npm run bench:inventory): on a fresh PostgreSQL database of DATABASE_URL's
// server, 10,000 stock items over ten locations of a warehouse and 1,000,000 stock moves (a hundred
// per item), their bins kept as the stock ledger keeps them. Timed in process through the API's own
// handler, taking turns with their floors in the same run:
// - an item's quantity on hand and value (`GET /in-items/{id}`), and a page of the items list with
//   theirs, against the sum of the item's history of moves (what the figure costs without kept bins);
// - the inventory valuation report of all 10,000 items, against the sum of every move by item and
//   location (the same figures from history);
//   target for both: under 50 ms;
// - posting an invoice of 20 inventory lines (stock moved out at average cost, cost of sale posted)
//   against one of 20 service lines: target under 2×.
import pg from 'pg';
import { withBenchCompany } from './in-process.mts';

const ITEMS = 10_000;
const MOVES_PER_ITEM = 100;
const LOCATIONS = 10;
const ROUNDS = 30;
const LINES = 20;

const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

async function main() {
  await withBenchCompany('stock', 4, async ({ url, company, create }) => {
    const { handleApi } = await import('@/lib/api/handle');
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    // The database is dropped (with force) after the run, whatever happens: its end is expected.
    db.on('error', () => undefined);
    const made = async (collection: string, body: Record<string, unknown>) => {
      const res = await create(collection, body);
      if (res.status !== 201) throw res.error;
      return res.row.id;
    };
    const account = async (number: string) => (await db.query('select id from accounts where company_id = $1 and number = $2', [company.id, number])).rows[0].id as number;
    const [income, asset, cogs] = [await account('4000'), await account('1400'), await account('5000')];
    const warehouse = await made('warehouses', { display_name: 'Main' });
    const locations: number[] = [];
    for (let i = 0; i < LOCATIONS; i++) locations.push(await made('warehouse-locations', { warehouse_id: warehouse, display_name: `Aisle ${i + 1}` }));
    const first = await made('in-items', { number: 'I-00001', display_name: 'Item 00001', unit: 'each', sales_price: '20', income_account_id: income, asset_account_id: asset, cogs_account_id: cogs, location_id: locations[0] });

    // The other items copied from the first in one statement (every column but its id, number, name and location).
    const columns = (await db.query(`select column_name from information_schema.columns where table_name = 'in_items' and column_name not in ('id', 'number', 'display_name', 'location_id')`)).rows.map((r) => `"${r.column_name}"`);
    await db.query(
      `insert into in_items (${columns.join(', ')}, number, display_name, location_id)
       select ${columns.map((c) => `i.${c}`).join(', ')}, 'I-' || lpad(n::text, 5, '0'), 'Item ' || lpad(n::text, 5, '0'), ($3::int[])[1 + n % ${LOCATIONS}]
       from in_items i, generate_series(2, $2::int) n where i.id = $1`,
      [first, ITEMS, locations],
    );
    await db.query(`update in_items set location_id = $2 where id = $1`, [first, locations[1 % LOCATIONS]]);
    // A hundred moves per item into its location: receipts of 3 at 4.00 to 6.00 and sales of 1 at cost.
    await db.query(
      `insert into stock_moves (company_id, source_type, source_id, line_no, date, item_id, location_id, quantity, value)
       select $1, 'bench', m, 0, date '2024-01-01' + (m % 700), i.id, i.location_id,
              case when m % 4 = 0 then -1 else 3 end, case when m % 4 = 0 then -5 else 3 * (4 + m % 3) end
       from in_items i, generate_series(1, $2::int) m where i.company_id = $1`,
      [company.id, MOVES_PER_ITEM],
    );
    await db.query(
      `insert into stock_bins (company_id, item_id, location_id, quantity, value)
       select company_id, item_id, location_id, sum(quantity), sum(value) from stock_moves where company_id = $1 group by 1, 2, 3`,
      [company.id],
    );
    await db.query('analyze in_items; analyze stock_moves; analyze stock_bins');
    const { auth_key: key } = (await db.query('select auth_key from users where company_id = $1', [company.id])).rows[0];
    const host = `${company.slug}.example.com`;
    const get = async (path: string) => {
      const answer = await handleApi(new Request(`http://${host}/api/v1/${path}`, { headers: { host, authorization: `Bearer ${key}` } }));
      const body = await answer.text();
      if (answer.status !== 200) throw new Error(`${answer.status} ${body}`);
      return body;
    };

    const figures = [
      {
        name: "an item's quantity on hand and value (GET /in-items/{id})",
        app: () => get(`in-items/${first}`),
        floor: () => db.query('select sum(quantity), sum(value) from stock_moves where company_id = $1 and item_id = $2', [company.id, first]),
        floorName: "the sum of the item's 100 moves",
      },
      {
        name: 'a page of 50 items with theirs (GET /in-items)',
        app: () => get('in-items?per-page=50&sort=display_name'),
        floor: () => db.query(`select item_id, sum(quantity), sum(value) from stock_moves where company_id = $1 and item_id in (select id from in_items where company_id = $1 order by display_name limit 50) group by 1`, [company.id]),
        floorName: "the sum of those items' 5,000 moves",
      },
      {
        name: `the inventory valuation of ${ITEMS.toLocaleString('en')} items (GET /reports/inventory-valuation)`,
        app: () => get('reports/inventory-valuation'),
        floor: () => db.query('select item_id, location_id, sum(quantity), sum(value) from stock_moves where company_id = $1 group by 1, 2', [company.id]),
        floorName: `the sum of all ${(ITEMS * MOVES_PER_ITEM).toLocaleString('en')} moves by item and location`,
      },
    ];
    const rows: string[] = [];
    for (const f of figures) {
      for (let i = 0; i < 3; i++) await Promise.all([f.app(), f.floor()]);
      const appTimes: number[] = [];
      const floorTimes: number[] = [];
      // Taking turns, so that both see the same machine.
      for (let i = 0; i < ROUNDS; i++) {
        appTimes.push(await timed(f.app));
        floorTimes.push(await timed(f.floor));
      }
      const [a, fl] = [p50(appTimes), p50(floorTimes)];
      rows.push(`| ${f.name} | ${a.toFixed(1)} | ${f.floorName}: ${fl.toFixed(1)} | ${(a / fl).toFixed(2)} | ${a < 50 ? 'met' : '**missed**'} |`);
    }

    // Posting 20 inventory lines against 20 service lines, taking turns.
    const customer = await made('customers', { display_name: 'Bench customer' });
    const items = (await db.query('select id from in_items where company_id = $1 order by id limit $2', [company.id, LINES])).rows.map((r) => r.id as number);
    const invoice = (lines: Record<string, unknown>[]) => async () => {
      const res = await create('invoices', { customer_id: customer, date: '2026-07-01', lines });
      if (res.status !== 201) throw res.error;
    };
    const stock = invoice(items.map((id) => ({ type: 'inventory_item', inventory_item_id: id, quantity: '1' })));
    const service = invoice(items.map((_, i) => ({ type: 'service', description: `Work ${i + 1}`, quantity: '1', rate: '20', account_id: income })));
    for (let i = 0; i < 3; i++) await Promise.all([stock(), service()]);
    const stockTimes: number[] = [];
    const serviceTimes: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      stockTimes.push(await timed(stock));
      serviceTimes.push(await timed(service));
    }
    const [st, sv] = [p50(stockTimes), p50(serviceTimes)];

    const load = (await import('node:os')).loadavg()[0].toFixed(1);
    console.log(`Run ${new Date().toISOString()} with \`npm run bench:inventory\` (load average ${load} at its end).\n`);
    console.log('| figure | app p50 ms (in process, JSON text) | floor p50 ms | ratio | target < 50 ms |');
    console.log('|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(`\nAn invoice of ${LINES} inventory lines: p50 ${st.toFixed(1)} ms; of ${LINES} service lines: ${sv.toFixed(1)} ms; ratio ${(st / sv).toFixed(2)} (target < 2: ${st / sv < 2 ? 'met' : '**missed**'}).`);
    await db.end();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
