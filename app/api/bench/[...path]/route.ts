import { Pool } from 'pg';
// @ts-expect-error a plain JS module shared with bench/baseline-node.mjs
import { listCustomers } from '@/bench/baseline-sql.mjs';

// The benchmark's framework floor (bench/run.mjs): the customers listing's SQL in a minimal
// route handler, with no auth, tenant, validation or serialization. A catch-all route, as the
// API's own (app/api/v1/[...path]) is, so that Next's matching of a dynamic route is in both.
// Answers /api/bench/customers only when the server was started with BENCH_BASELINE=1;
// otherwise it does not exist (404).
const enabled = process.env.BENCH_BASELINE === '1' && !!process.env.DATABASE_URL;
const pool = enabled ? new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) }) : null;

export async function GET(req: Request) {
  const url = new URL(req.url);
  if (!pool || url.pathname !== '/api/bench/customers') return new Response(null, { status: 404 });
  const result = await listCustomers(pool, {
    companyId: Number(url.searchParams.get('company')),
    userId: Number(url.searchParams.get('user')),
    page: Number(url.searchParams.get('page') ?? 1),
    q: url.searchParams.get('q'),
  });
  return Response.json(result);
}
