'use server';

import { clientIp } from '@/lib/auth/client-address';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { asLocale } from '@/lib/format';
import { signupCompanyInput } from '@/lib/auth/schemas';
import { signupCompany } from '@/lib/auth/signup';
import { submitForm, type FormState } from '@/lib/forms/form-action';
import { findCompanyBySlug } from '@/lib/tenant/company';
import { companyOrigin } from '@/lib/tenant/host';

async function originOf(slug: string) {
  const h = await headers();
  return companyOrigin(slug, h.get('host') ?? 'localhost', h.get('x-forwarded-proto') ?? 'http');
}

// Form action of the root sign-up: the company and its owner, then its own login page.
export async function signupCompanyAction(_: FormState, form: FormData): Promise<FormState> {
  let made: { slug: string; email: string } | undefined;
  const t = await getTranslations('site');
  const labels = { company_name: t('companyName'), slug: t('slug'), display_name: t('displayName'), email: t('email'), password: t('password') };
  const state = await submitForm(
    form,
    signupCompanyInput,
    async (input) => {
      // The company speaks the language its owner signed up in.
      const { company, user } = await signupCompany({ ...input, language: input.language ?? asLocale(await getLocale()) }, clientIp(await headers()));
      made = { slug: company.slug, email: user.email };
    },
    labels,
  );
  if (!made) return state;
  const query = new URLSearchParams({ registered: '1', email: made.email });
  redirect(`${await originOf(made.slug)}/login?${query}`);
}

// Form action of the root /login: from a subdomain to that company's sign-in page.
export async function findCompanyAction(_: FormState, form: FormData): Promise<FormState> {
  const slug = String(form.get('slug') ?? '').trim().toLowerCase();
  const company = slug ? await findCompanyBySlug(slug) : null;
  if (!company) return { errors: { slug: 'not_found' }, values: { slug } };
  redirect(`${await originOf(company.slug)}/login`);
}
