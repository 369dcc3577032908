'use server';

import { eq } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { users } from '@/db/schema';
import { isLocale, LOCALE_COOKIE } from '@/i18n/locales';
import { currentCompany, currentUser } from '@/lib/auth/current';
import { signOut } from '@/lib/auth/next-auth';
import { forgetUser } from '@/lib/auth/principal';
import { endSessionsOf } from '@/lib/auth/sessions';
import { dismissSetup } from '@/lib/modules/workspace/dashboard';
import { revalidatePath } from 'next/cache';
import { withTenant } from '@/lib/tenant/transaction';

// Top bar: Sign-Out ends the session; the button then goes to /login (components/workspace/sign-out-button.tsx).
export async function signOutAction() {
  await signOut({ redirect: false });
}

// Account menu: Sign out everywhere ends every session of the person (a browser left signed in
// elsewhere), then this one's cookie.
export async function signOutEverywhereAction() {
  const user = await currentUser();
  if (user) await withTenant(user.companyId, (tx) => endSessionsOf(tx, user.companyId, { userId: user.id }));
  await signOut({ redirect: false });
}

// Top bar: a language button. The choice is kept on the user's account (and in a cookie for
// pages without a session); every text switches on the next render.
export async function setLocaleAction(locale: string) {
  if (!isLocale(locale)) return;
  (await cookies()).set(LOCALE_COOKIE, locale, { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax' });
  const user = await currentUser();
  if (!user) return;
  await withTenant(user.companyId, (tx) => tx.update(users).set({ locale }).where(eq(users.id, user.id)));
  forgetUser(user);
}

// Dashboard: an administrator hides the setup checklist for the company.
export async function dismissSetupAction() {
  const [company, user] = await Promise.all([currentCompany(), currentUser()]);
  if (!company || !user?.isAdmin) return;
  await withTenant(company.id, (tx) => dismissSetup({ tx, company, user }));
  revalidatePath('/');
}
