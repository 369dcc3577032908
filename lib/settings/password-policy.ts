import { ValidationError } from '@/lib/engine/errors';
import { say, type Said } from '@/lib/engine/messages';

/** A company's password rules (Security settings); sign-up at the root uses the defaults. */
export type PasswordPolicy = {
  password_min_length: number;
  password_require_digit: 0 | 1;
  password_require_mixed_case: 0 | 1;
  password_require_symbol: 0 | 1;
};

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { password_min_length: 8, password_require_digit: 0, password_require_mixed_case: 0, password_require_symbol: 0 };
export const PASSWORD_MIN_LENGTH = { min: 8, max: 128 } as const;

/** The first rule of `policy` that `password` breaks, said for the field labelled `label`, or null. */
export function passwordBreaks(policy: PasswordPolicy, password: string, label = 'Password'): Said | null {
  if ([...password].length < policy.password_min_length) return say('tooShort', { field: label, min: policy.password_min_length });
  if (policy.password_require_digit && !/\p{Nd}/u.test(password)) return say('passwordDigit', { field: label });
  if (policy.password_require_mixed_case && !(/\p{Lu}/u.test(password) && /\p{Ll}/u.test(password))) return say('passwordCase', { field: label });
  if (policy.password_require_symbol && !/[^\p{L}\p{Nd}\s]/u.test(password)) return say('passwordSymbol', { field: label });
  return null;
}

/** Refuses a password that breaks `policy`: a 422 on `field` naming the rule. */
export function assertPasswordPolicy(policy: PasswordPolicy, password: string, field = 'password', label = 'Password'): void {
  const broken = passwordBreaks(policy, password, label);
  if (broken) throw ValidationError.field(field, broken);
}
