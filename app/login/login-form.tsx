'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { loginAction, type LoginState } from './actions';

export function LoginForm({ callbackUrl, email }: { callbackUrl: string; email?: string }) {
  const t = useTranslations('login');
  const [state, action] = useActionState<LoginState, FormData>(loginAction, { email });
  useEffect(() => {
    if (state.redirectTo) window.location.assign(state.redirectTo);
  }, [state.redirectTo]);
  return (
    <form action={action} className="space-y-4">
      {state.error ? <FormAlert kind="error">{t(`errors.${state.error}`)}</FormAlert> : null}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <TextField label={t('email')} name="email" type="email" autoComplete="email" required defaultValue={state.email} autoFocus />
      <TextField label={t('password')} name="password" type="password" autoComplete="current-password" required />
      <SubmitButton label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  );
}
