import { describe, expect, it } from 'vitest';
import { configurationProblems, migratesOnStart } from '@/lib/env';

describe('the configuration checked at start', () => {
  it('accepts the README defaults and a full production setup', () => {
    expect(configurationProblems({})).toEqual([]);
    expect(
      configurationProblems({ DATABASE_URL: 'postgres://app@db:5432/ws', DATABASE_POOL_SIZE: '20', ROOT_DOMAIN: 'example.com', AUTH_SECRET: 'x'.repeat(44), TRUSTED_PROXIES: '2', MIGRATE_ON_START: '0' }),
    ).toEqual([]);
  });

  it('names every bad variable and says what it must be', () => {
    expect(configurationProblems({ DATABASE_URL: 'mysql://db', DATABASE_POOL_SIZE: 'ten', ROOT_DOMAIN: 'exa mple.com', AUTH_SECRET: 'short', SEED_DEMO: 'yes' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// connection string',
      'DATABASE_POOL_SIZE must be a whole number',
      'ROOT_DOMAIN must be a domain name such as example.com',
      'AUTH_SECRET must be at least 32 characters (openssl rand -base64 32)',
      'SEED_DEMO must be 0 or 1',
    ]);
    expect(configurationProblems({ DATABASE_POOL_SIZE: '0' })).toEqual(['DATABASE_POOL_SIZE must be between 1 and 1000']);
  });

  it('refuses Vercel without a database or a secret, instead of the embedded database on a disk that does not last', () => {
    expect(configurationProblems({ VERCEL: '1' })).toEqual([
      'DATABASE_URL is required on Vercel (the embedded database needs a lasting disk)',
      'AUTH_SECRET is required on Vercel (no disk to keep a generated one)',
    ]);
  });

  it('treats an empty variable as unset', () => {
    expect(configurationProblems({ DATABASE_URL: '', DATABASE_POOL_SIZE: '' })).toEqual([]);
  });

  it('migrates at start on the embedded database always, on PostgreSQL only when asked', () => {
    expect(migratesOnStart({ DATABASE_POOL_SIZE: 10, DATABASE_PREPARED_STATEMENTS: '1' as const, ROOT_DOMAIN: 'localhost', TRUSTED_PROXIES: 1, SLOW_REQUEST_MS: 1000 })).toBe(true);
    const pg = { DATABASE_URL: 'postgres://db/ws', DATABASE_POOL_SIZE: 10, DATABASE_PREPARED_STATEMENTS: '1' as const, ROOT_DOMAIN: 'localhost', TRUSTED_PROXIES: 1, SLOW_REQUEST_MS: 1000 };
    expect(migratesOnStart(pg)).toBe(false);
    expect(migratesOnStart({ ...pg, MIGRATE_ON_START: '1' })).toBe(true);
  });
});
