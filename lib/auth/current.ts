import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { findCompanyBySlug } from '@/lib/tenant/company';
import { parseHost } from '@/lib/tenant/host';
import { CLIENT_LOGIN_STATUSES, loadClient } from '@/lib/clients/session-client';
import { withTenant } from '@/lib/tenant/transaction';
import { readSession, resolveUser } from './principal';

/** The company of the page being rendered, from its host; once per request. */
export const currentCompany = cache(async () => {
  const host = parseHost((await headers()).get('host'));
  return host.kind === 'company' ? findCompanyBySlug(host.slug) : null;
});

/** The signed-in, active user of the current company, checked as the API checks it. */
export const currentUser = cache(async () => {
  const company = await currentCompany();
  return company ? resolveUser(await headers(), company) : null;
});

/** The client signed in by their login link, while their status still allows it. */
export const currentClient = cache(async () => {
  const company = await currentCompany();
  const session = company ? await readSession(await headers(), company) : null;
  if (!company || !session?.clientId) return null;
  const client = await withTenant(company.id, (tx) => loadClient(tx, { id: session.clientId! }));
  return client && CLIENT_LOGIN_STATUSES.includes(client.status) ? client : null;
});

/** Only a path of this site is a safe place to return to after login. */
export function safeCallback(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  // Judged as a browser reads it: resolved against a stand-in origin, it must stay on it
  // (`/\t/evil.example`, `//evil`, `/\\evil` all leave it once tabs and backslashes are read).
  const base = 'http://same.invalid';
  const url = URL.canParse(value, base) ? new URL(value, base) : null;
  if (!url || url.origin !== base || /[\u0000-\u001f\\]/.test(value)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The company and signed-in staff user of a workspace page, or away: 404 without a company, the
 * portal for a client, /login otherwise. Layouts and pages render in parallel, so each calls it.
 */
export async function requireStaff() {
  const [company, user] = await Promise.all([currentCompany(), currentUser()]);
  if (!company) notFound();
  if (!user) redirect((await currentClient()) ? '/portal' : '/login');
  return { company, user };
}
