// The SQL of the customers listing (`GET /api/v1/customers?per-page=50&sort=-id&expand=addresses,contacts`),
// run with `pg` and nothing else: the floor both baselines stand on. Plain JS, shared by the
// minimal Next.js route handler (app/api/bench/[...path]) and the bare node:http server. It
// issues the statements the app issues (lib/resources/query.ts), its total included, so that
// the ratios measure only what the app adds.
const EXACT_COUNT_LIMIT = 10_000;

export async function listCustomers(pool, { companyId, userId, page = 1, perPage = 50, q = null }) {
  const offset = (page - 1) * perPage;
  const search = q ? `%${q}%` : null;
  const where = search
    ? ['company_id = $1 and status <> 0 and (display_name ~~~* $2 or account_number ~~~* $2 or contact ~~~* $2 or email ~~~* $2)', [companyId, search]]
    : ['company_id = $1 and status <> 0', [companyId]];
  // The app reads one row more than the page, to know whether another follows.
  const rows = (await pool.query(`select * from customers where ${where[0]} order by id desc limit ${perPage + 1} offset ${offset}`, where[1])).rows.slice(0, perPage);
  // The total: the planner's estimate, and a count capped at the limit only when that is small.
  const plan = (await pool.query(`explain (format json) select 1 from customers where ${where[0]}`, where[1])).rows[0]['QUERY PLAN'];
  const planned = Math.round(plan[0].Plan['Plan Rows']);
  let total = planned;
  if (planned <= 2 * EXACT_COUNT_LIMIT) {
    const counted = (await pool.query(`select count(*)::int as n from (select 1 from customers where ${where[0]} order by id limit ${EXACT_COUNT_LIMIT + 1}) capped`, where[1])).rows[0].n;
    total = counted <= EXACT_COUNT_LIMIT ? counted : Math.max(EXACT_COUNT_LIMIT + 1, planned);
  }
  const ids = rows.map((r) => r.id);
  const addresses = (await pool.query("select * from addresses where company_id = $1 and owner_type = 'customers' and owner_id = any($2) order by id", [companyId, ids])).rows;
  const contacts = (await pool.query("select * from contact_people where company_id = $1 and owner_type = 'customers' and owner_id = any($2) order by id", [companyId, ids])).rows;
  const marks = (await pool.query("select record_id from bookmarks where company_id = $1 and user_id = $2 and collection = 'customers' and record_id = any($3)", [companyId, userId, ids])).rows;
  return { items: rows, addresses, contacts, marks, total };
}
