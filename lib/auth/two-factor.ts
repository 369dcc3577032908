import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Tx } from '@/db/client';
import { users } from '@/db/schema';
import { ValidationError } from '@/lib/engine/errors';
import { english, say } from '@/lib/engine/messages';
import { sealWith, unsealWith } from '@/lib/cipher';
import type { Company } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import type { SessionUser } from '@/lib/users/session-user';
import { forgetUser } from './principal';
import { claimLoginAttempt, loginKeys, releaseLoginClaim } from './rate-limit';
import { authSecret } from './secret';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';

/**
 * Two-factor sign-in for the users who turn it on: a TOTP secret shown once (as an otpauth:// URI
 * and its QR code), confirmed with a code before it counts; ten recovery codes shown once and
 * kept as SHA-256 hashes (each 50 random bits: no slow hash needed), each used once. The secret is
 * sealed under a key drawn from the sign-in secret and never sent back after enrolment.
 */
export const RECOVERY_CODES = 10;

const key = () => createHash('sha256').update(`two-factor:${authSecret()}`).digest();
const hashCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** `xxxxx-xxxxx` of lowercase letters and digits, easy to read back. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const CODE_REQUIRED = english('twoFactorCodeRequired');
export const CODE_WRONG = english('twoFactorCodeWrong');

type Factor = { totpSecret: string | null; totpEnabled: boolean; totpLastStep: number | null; recoveryCodes: string[] | null };

async function factorOf(tx: Tx, userId: number, lock = false): Promise<Factor> {
  const query = tx.select({ totpSecret: users.totpSecret, totpEnabled: users.totpEnabled, totpLastStep: users.totpLastStep, recoveryCodes: users.recoveryCodes }).from(users).where(eq(users.id, userId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * Whether `code` is a right second factor for the user, used up if so: a TOTP code of a later
 * step than the last one taken (a code seen over a shoulder cannot be replayed), or one of the
 * recovery codes (removed). Run inside the caller's transaction, the row locked.
 */
export async function useSecondFactor(tx: Tx, userId: number, code: string, { recovery = true } = {}): Promise<boolean> {
  const factor = await factorOf(tx, userId, true);
  if (!factor?.totpSecret) return false;
  const step = matchingStep(unsealWith(key(), factor.totpSecret), code, Date.now());
  if (step !== null && (factor.totpLastStep === null || step > factor.totpLastStep)) {
    await tx.update(users).set({ totpLastStep: step }).where(eq(users.id, userId));
    return true;
  }
  if (!recovery || !factor.recoveryCodes?.length) return false;
  const given = Buffer.from(hashCode(code));
  const left = factor.recoveryCodes.filter((hash) => !(hash.length === given.length && timingSafeEqual(Buffer.from(hash), given)));
  if (left.length === factor.recoveryCodes.length) return false;
  await tx.update(users).set({ recoveryCodes: left }).where(eq(users.id, userId));
  return true;
}

/** What the user's Two-factor sign-in section shows. */
export async function twoFactorStatus(user: SessionUser) {
  const factor = await withTenant(user.companyId, (tx) => factorOf(tx, user.id), { readOnly: true });
  return { enabled: factor.totpEnabled ? 1 : 0, recovery_codes_left: factor.totpEnabled ? (factor.recoveryCodes?.length ?? 0) : 0 };
}

/** Starts enrolment: a new secret, kept sealed until a code confirms it; shown this once. */
export async function startEnrolment(user: SessionUser, company: Company) {
  const secret = newTotpSecret();
  await withTenant(user.companyId, async (tx) => {
    const factor = await factorOf(tx, user.id, true);
    if (factor.totpEnabled) throw ValidationError.field('code', say('twoFactorOnNewApp'));
    await tx.update(users).set({ totpSecret: sealWith(key(), secret), totpLastStep: null, recoveryCodes: null }).where(eq(users.id, user.id));
  });
  const uri = otpauthUri(secret, user.email, company.name);
  return { secret, otpauth_uri: uri, qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

/** Turns two-factor on with a code of the new secret; answers the recovery codes, shown once. */
export async function confirmEnrolment(user: SessionUser, code: unknown): Promise<{ recovery_codes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await withTenant(user.companyId, async (tx) => {
    const factor = await factorOf(tx, user.id, true);
    if (factor.totpEnabled) throw ValidationError.field('code', say('twoFactorOn'));
    if (!factor.totpSecret) throw ValidationError.field('code', say('twoFactorStartFirst'));
    if (typeof code !== 'string' || !code.trim()) throw ValidationError.field('code', say('twoFactorCodeRequired'));
    if (!(await useSecondFactor(tx, user.id, code, { recovery: false }))) throw ValidationError.field('code', say('twoFactorCodeWrong'));
    await tx.update(users).set({ totpEnabled: true, recoveryCodes: codes.map(hashCode), updatedAt: new Date() }).where(eq(users.id, user.id));
  });
  forgetUser(user);
  return { recovery_codes: codes };
}

/**
 * Turns two-factor off, proven with a code (or a recovery code): the secret and codes are dropped.
 * A wrong code counts as a failed login of the account (the same limits): a session left open
 * must not become a place to guess codes without end.
 */
export async function disableTwoFactor(user: SessionUser, code: unknown, ip: string): Promise<void> {
  if (typeof code !== 'string' || !code.trim()) throw ValidationError.field('code', say('twoFactorCodeRequired'));
  const claim = await claimLoginAttempt(loginKeys(user.companyId, user.email, ip));
  const turnedOff = await withTenant(user.companyId, async (tx) => {
    const factor = await factorOf(tx, user.id, true);
    if (!factor.totpEnabled) return null;
    if (!(await useSecondFactor(tx, user.id, code))) return false;
    await tx.update(users).set({ totpEnabled: false, totpSecret: null, totpLastStep: null, recoveryCodes: null, updatedAt: new Date() }).where(eq(users.id, user.id));
    return true;
  });
  // Only a wrong code stays counted.
  if (turnedOff === false) throw ValidationError.field('code', say('twoFactorCodeWrong'));
  await releaseLoginClaim(claim);
  if (turnedOff === null) throw ValidationError.field('code', say('twoFactorNotOn'));
  forgetUser(user);
}
