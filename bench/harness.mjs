// What the benchmark scripts share: timed HTTP calls to the app on a company host, p50s, and
// the servers they start (each in its own process group, stopped on exit).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);

export const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
/** One HTTP call to the app on a company host; answers status, parsed body and milliseconds. */
export function call(port, host, method, pathname, { token, body } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, method, path: pathname, agent, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode, body: parsed, ms: Number(process.hrtime.bigint() - started) / 1e6 });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** p50 of `n` calls made one after another (after two to warm up). */
export async function sequentialP50(n, fn) {
  await fn();
  await fn();
  const times = [];
  for (let i = 0; i < n; i++) times.push(await fn());
  return percentile(times, 50);
}

/** A POST with an Idempotency-Key: a retry of the same key gets the first answer. */

export async function waitForHttp(port, host, pathname) {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await call(port, host, 'GET', pathname);
      if (res.status < 500) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`server on ${port} never answered`);
}

/** Resolves once nothing listens on `port` any more (a stopped server let it go). */
export async function portClosed(port) {
  for (let i = 0; i < 60; i++) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (!open) return;
    await sleep(250);
  }
  throw new Error(`port ${port} is still taken`);
}

export const children = [];
export function start(cmd, args, env) {
  // Its own process group, so that stopping it stops what it started (npx -> next-server).
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.on('data', () => {});
  child.stderr.on('data', (d) => process.env.BENCH_VERBOSE && process.stderr.write(d));
  children.push(child);
  return child;
}
export const stopAll = () =>
  children.forEach((c) => {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {}
  });
process.on('exit', stopAll);

/** A new, empty database on the server `serverUrl` names: its URL, and `drop` to remove it (forcibly) at the end. */
export async function freshDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
