'use server';

import { AuthError, CredentialsSignin } from 'next-auth';
import { safeCallback } from '@/lib/auth/current';
import { signIn } from '@/lib/auth/next-auth';

export type LoginState = { error?: string; email?: string; redirectTo?: string };

const KNOWN_REFUSALS = new Set(['invalid', 'inactive', 'rate_limited', 'two_factor', 'bad_code']);

/** Why Auth.js refused: the code our authorize() gave (lib/auth/next-auth.ts), or 'unknown'. */
function refusal(error: AuthError): string {
  return error instanceof CredentialsSignin && KNOWN_REFUSALS.has(error.code) ? error.code : 'unknown';
}

// Form action of /login: on success Auth.js sets the session cookie, and the page moves on.
// The browser navigates itself (`redirectTo`): a redirect() from a server action renders its
// target in the same response through a request that loses the company's host.
export async function loginAction(_: LoginState, form: FormData): Promise<LoginState> {
  const email = String(form.get('email') ?? '');
  const redirectTo = safeCallback(form.get('callbackUrl'));
  try {
    await signIn('password', { email, password: String(form.get('password') ?? ''), code: String(form.get('code') ?? ''), redirect: false });
    return { redirectTo };
  } catch (error) {
    if (error instanceof AuthError) return { email, error: refusal(error) };
    throw error;
  }
}

// The token login of /login?auth=<auth_key>.
export async function tokenLoginAction(authKey: string, callbackUrl: string): Promise<LoginState> {
  try {
    await signIn('token', { authKey, redirect: false });
    return { redirectTo: safeCallback(callbackUrl) };
  } catch (error) {
    if (error instanceof AuthError) return { error: refusal(error) === 'inactive' ? 'inactive' : 'token' };
    throw error;
  }
}
