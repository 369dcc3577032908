'use server';

import { cookies } from 'next/headers';
import { isLocale, LOCALE_COOKIE } from '@/i18n/locales';
import { signOut } from '@/lib/auth/next-auth';

// Top bar: Sign-Out ends the session; the button then goes to /login (components/workspace/sign-out-button.tsx).
export async function signOutAction() {
  await signOut({ redirect: false });
}

// Top bar: a language button; every text switches on the next render.
export async function setLocaleAction(locale: string) {
  if (!isLocale(locale)) return;
  (await cookies()).set(LOCALE_COOKIE, locale, { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' });
}
