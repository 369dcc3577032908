import { randomBytes } from 'node:crypto';

/** A new API key: 32 random bytes, URL-safe. */
export const newAuthKey = () => randomBytes(32).toString('base64url');
