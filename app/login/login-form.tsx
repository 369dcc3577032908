'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { loginAction, type LoginState } from './actions';

/**
 * Password login; for a user with two-factor sign-in, a second step asks for the code (or a
 * recovery code), sending the e-mail and password again with it: nothing is kept on the server
 * between the steps.
 */
export function LoginForm({ callbackUrl, email }: { callbackUrl: string; email?: string }) {
  const t = useTranslations('login');
  const [state, action] = useActionState<LoginState, FormData>(loginAction, { email });
  // Kept here: the form is reset after each try, and the code step sends them again.
  const [password, setPassword] = useState('');
  useEffect(() => {
    if (state.redirectTo) window.location.assign(state.redirectTo);
  }, [state.redirectTo]);
  const codeStep = state.error === 'two_factor' || state.error === 'bad_code';
  return (
    <form action={action} className="space-y-4">
      {state.error && state.error !== 'two_factor' ? <FormAlert kind="error">{t(`errors.${state.error}`)}</FormAlert> : null}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      {codeStep ? (
        <>
          <input type="hidden" name="email" value={state.email ?? ''} />
          <input type="hidden" name="password" value={password} />
          <p className="text-sm text-slate-600">{t('codeHint')}</p>
          <TextField label={t('code')} name="code" inputMode="numeric" autoComplete="one-time-code" required autoFocus />
        </>
      ) : (
        <>
          <TextField label={t('email')} name="email" type="email" autoComplete="email" required defaultValue={state.email} autoFocus />
          <TextField label={t('password')} name="password" type="password" autoComplete="current-password" required onChange={(e) => setPassword(e.target.value)} />
        </>
      )}
      <SubmitButton label={codeStep ? t('verify') : t('submit')} pendingLabel={t('submitting')} />
    </form>
  );
}
