'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import type { FormState } from '@/lib/forms/form-action';
import { findCompanyAction } from '@/lib/actions/site';

export function FindCompanyForm() {
  const t = useTranslations('site');
  const [state, action] = useActionState<FormState, FormData>(findCompanyAction, {});
  return (
    <form action={action} className="space-y-4">
      <TextField
        label={t('slug')}
        name="slug"
        required
        defaultValue={state.values?.slug}
        error={state.errors?.slug ? t('noCompany') : undefined}
        autoCapitalize="none"
        autoFocus
      />
      <SubmitButton label={t('continue')} pendingLabel={t('continue')} />
    </form>
  );
}
