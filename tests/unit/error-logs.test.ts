import { DrizzleQueryError } from 'drizzle-orm/errors';
import { expect, it, vi } from 'vitest';
import { errorResponse } from '@/lib/api/errors';

it('a server error is logged with its statement, never its parameters (password hashes, auth keys)', async () => {
  const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';
  const key = 'kW9t0Sx3nYc1qB7uJm2aLp4rVd8eHf6gZo5iTy0wXs1';
  // A fault of the server (a data exception, class 22, would be the input's: a 4xx, logged too).
  const cause = Object.assign(new Error('column "auth_key" does not exist'), { code: '42703' });
  const error = new DrizzleQueryError('update "users" set "password_hash" = $1, "auth_key" = $2 where "users"."id" = $3', [secret, key, 7], cause);
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const res = errorResponse(error);
  expect(res.status).toBe(500);
  const logged = log.mock.calls.flat().map(String).join('\n');
  log.mockRestore();
  expect(logged).toContain('update "users" set "password_hash" = $1');
  expect(logged).toContain('code 42703');
  expect(logged).not.toContain(secret);
  expect(logged).not.toContain(key);
});
