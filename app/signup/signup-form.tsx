'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import type { FormState } from '@/lib/forms/form-action';
import { signupUserAction } from './actions';

export function SignupForm({ companyName }: { companyName: string }) {
  const t = useTranslations('signup');
  const [state, action] = useActionState<FormState, FormData>(signupUserAction, {});
  if (state.done) return <FormAlert kind="notice">{t('done', { company: companyName })}</FormAlert>;
  const e = state.errors ?? {};
  const v = state.values ?? {};
  return (
    <form action={action} className="space-y-4" noValidate>
      {state.refused ? <FormAlert kind="error">{t('rateLimited')}</FormAlert> : null}
      <TextField label={t('displayName')} name="display_name" required defaultValue={v.display_name} error={e.display_name} autoFocus />
      <TextField label={t('email')} name="email" type="email" required defaultValue={v.email} error={e.email} />
      <TextField label={t('password')} name="password" type="password" required minLength={8} autoComplete="new-password" error={e.password} />
      <SubmitButton label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  );
}
