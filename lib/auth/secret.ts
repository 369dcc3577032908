import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

let secret: string | undefined;

/**
 * The key that seals session cookies: `AUTH_SECRET`, or on a self-hosted machine without it a
 * random one made once and kept in `.data/auth-secret`, so that the demo runs with no setup
 * and sessions survive restarts. A serverless host has no lasting disk: there it is required.
 */
export function authSecret(): string {
  if (secret) return secret;
  if (process.env.AUTH_SECRET) return (secret = process.env.AUTH_SECRET);
  if (process.env.VERCEL) throw new Error('AUTH_SECRET must be set on Vercel.');
  const file = path.join(process.cwd(), '.data/auth-secret');
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const made = randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, made, { flag: 'wx', mode: 0o600 });
      secret = made;
    } catch {
      secret = fs.readFileSync(file, 'utf8').trim(); // another process made it first
    }
  }
  return secret;
}
