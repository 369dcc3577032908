'use server';

import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { clientIp } from '@/lib/auth/client-address';
import { currentCompany } from '@/lib/auth/current';
import { signupUserInput } from '@/lib/auth/schemas';
import { signupUser } from '@/lib/auth/signup';
import { submitForm, type FormState } from '@/lib/forms/form-action';

// Form action of /signup on a company host: a user who waits for an administrator.
export async function signupUserAction(_: FormState, form: FormData): Promise<FormState> {
  const company = await currentCompany();
  if (!company) throw new Error('Sign-up needs a company host.');
  const t = await getTranslations('signup');
  const labels = { display_name: t('displayName'), email: t('email'), password: t('password') };
  return submitForm(form, signupUserInput, async (input) => signupUser(company, input, clientIp(await headers())), labels);
}
