import { headers } from 'next/headers';
import { cache } from 'react';
import { findCompanyBySlug } from '@/lib/tenant/company';
import { parseHost } from '@/lib/tenant/host';
import { resolveUser } from './principal';

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

/** Only a path of this site is a safe place to return to after login. */
export function safeCallback(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';
}
