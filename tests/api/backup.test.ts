import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { booksCompany } from '../support/books';

const databaseUrl = inject('databaseUrl');

describe.skipIf(!databaseUrl)('backup and restore (PostgreSQL)', () => {
  it('a backup restored into a fresh database holds every record and a balanced ledger', async () => {
    const books = await booksCompany('backup');
    await books.call('POST', 'customers', { display_name: 'Kept Customer' });
    await books.entry('2026-03-01', [['1000', '1500.00', null], ['3000', null, '1500.00']], 'Owner investment');
    await books.entry('2026-03-02', [['6400', '900.00', null], ['1000', null, '900.00']], 'Rent');
    const before = (await books.call('GET', 'reports/trial-balance?date=2026-03-31')).body;

    const dir = mkdtempSync(path.join(tmpdir(), 'ws-backup-'));
    const { Client } = await import('pg');
    const name = `ws_restore_${randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: databaseUrl! });
    await admin.connect();
    try {
      const file = path.join(dir, 'company.dump');
      const run = (script: string, url: string, ...args: string[]) => execFileSync('bash', [path.join('scripts', script), ...args], { env: { ...process.env, DATABASE_URL: url }, stdio: 'pipe' });
      run('backup.sh', databaseUrl!, file);
      await admin.query(`create database ${name}`);
      const restoredUrl = new URL(databaseUrl!);
      restoredUrl.pathname = `/${name}`;
      run('restore.sh', restoredUrl.toString(), file);

      const restored = new Client({ connectionString: restoredUrl.toString() });
      await restored.connect();
      try {
        const q = async (text: string, values: unknown[] = []) => (await restored.query(text, values)).rows;
        const companyId = books.company.id;
        expect(await q('select display_name from customers where company_id = $1', [companyId])).toEqual([{ display_name: 'Kept Customer' }]);
        const journals = await q('select count(*)::int as n from journals where company_id = $1', [companyId]);
        expect(journals[0].n).toBe(2);
        expect(await q('select journal_id from journal_lines group by journal_id having sum(debit) <> sum(credit)')).toEqual([]);
        // The kept monthly balances came along and still equal the lines they sum.
        const kept = await q(
          `select a.account_id, a.debit::text, a.credit::text, coalesce(sum(l.debit), 0)::text as lines_debit, coalesce(sum(l.credit), 0)::text as lines_credit
             from account_balances a left join journal_lines l on l.account_id = a.account_id and date_trunc('month', l.date) = a.period
            where a.company_id = $1 group by a.account_id, a.period, a.debit, a.credit`,
          [companyId],
        );
        for (const row of kept) expect([row.debit, row.credit]).toEqual([row.lines_debit, row.lines_credit]);
        const cash = before.rows.find((r: { number: string }) => r.number === '1000');
        expect(cash.debit).toBe('600.00');
      } finally {
        await restored.end();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
