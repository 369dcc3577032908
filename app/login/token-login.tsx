'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { tokenLoginAction } from './actions';

/** Signs in with the key of a login link as soon as the page opens. */
export function TokenLogin({ authKey, callbackUrl }: { authKey: string; callbackUrl: string }) {
  const t = useTranslations('login');
  const [error, setError] = useState<string>();
  useEffect(() => {
    tokenLoginAction(authKey, callbackUrl).then((state) => {
      if (state.redirectTo) window.location.assign(state.redirectTo);
      else setError(state.error);
    });
  }, [authKey, callbackUrl]);
  return error ? <FormAlert kind="error">{t(`errors.${error}`)}</FormAlert> : <p className="text-sm text-slate-600">{t('tokenSigningIn')}</p>;
}
