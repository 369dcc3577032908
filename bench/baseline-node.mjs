// The bare baseline: node:http serving the customers listing's SQL with pg, nothing else.
// Started by bench/run.mjs: node bench/baseline-node.mjs <port>
import http from 'node:http';
import pg from 'pg';
import { listCustomers } from './baseline-sql.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const port = Number(process.argv[2] ?? 3301);

http
  .createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://localhost');
      const result = await listCustomers(pool, {
        companyId: Number(url.searchParams.get('company')),
        userId: Number(url.searchParams.get('user')),
        page: Number(url.searchParams.get('page') ?? 1),
        q: url.searchParams.get('q'),
      });
      const body = JSON.stringify(result);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  })
  .listen(port, '127.0.0.1', () => console.log(`baseline-node listening on ${port}`));
