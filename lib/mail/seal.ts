import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

/**
 * Secrets kept in the database (a company's SMTP password) are sealed with AES-256-GCM under
 * MAIL_SECRET_KEY: a copy of the database alone does not give them away. `v1.<iv>.<tag>.<data>`.
 */
const key = () => {
  const secret = env().MAIL_SECRET_KEY;
  if (!secret) throw new Error('MAIL_SECRET_KEY is not set: a company SMTP password cannot be kept without it.');
  return createHash('sha256').update(secret).digest();
};

export const seal = (plain: string) => sealWith(key(), plain);
export const unseal = (sealed: string) => unsealWith(key(), sealed);

/** Seals `plain` under a 32-byte key (the mail key above; the sign-in key for two-factor secrets). */
export function sealWith(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function unsealWith(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed secret.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
