'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { signupCompanyAction } from '@/lib/actions/site';
import type { FormState } from '@/lib/forms/form-action';

export function CompanySignupForm({ rootHost }: { rootHost: string }) {
  const t = useTranslations('site');
  const ts = useTranslations('signup');
  const [state, action] = useActionState<FormState, FormData>(signupCompanyAction, {});
  const e = state.errors ?? {};
  const v = state.values ?? {};
  const [slug, setSlug] = useState(v.slug ?? '');
  return (
    <form action={action} className="space-y-4" noValidate>
      {state.refused ? <FormAlert kind="error">{ts('rateLimited')}</FormAlert> : null}
      <TextField label={t('companyName')} name="company_name" required defaultValue={v.company_name} error={e.company_name} autoFocus />
      <TextField
        label={t('slug')}
        name="slug"
        required
        value={slug}
        onChange={(event) => setSlug(event.target.value.toLowerCase())}
        error={e.slug}
        hint={t('slugHint', { example: `${slug || 'acme'}.${rootHost}` })}
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField label={t('displayName')} name="display_name" required defaultValue={v.display_name} error={e.display_name} />
      <TextField label={t('email')} name="email" type="email" required defaultValue={v.email} error={e.email} />
      <TextField label={t('password')} name="password" type="password" required autoComplete="new-password" hint={t('passwordHint')} error={e.password} />
      <SubmitButton label={t('create')} pendingLabel={t('creating')} />
    </form>
  );
}
