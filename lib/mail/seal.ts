import { createHash } from 'node:crypto';
import { sealWith, unsealWith } from '@/lib/cipher';
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
