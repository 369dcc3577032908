'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useServerMessage } from '@/components/data/server-message';
import { ApiFailure, apiFetch } from '@/components/base/api';
import { useToast } from '@/components/base/toast';

const FIELDS = ['current_password', 'password', 'confirm'] as const;
type Field = (typeof FIELDS)[number];

/** The person's own password: the current one, the new one twice; the company's policy is the server's to check. */
export function ChangePassword() {
  const t = useTranslations('changePassword');
  const say = useServerMessage();
  const toast = useToast();
  const [values, setValues] = useState<Record<Field, string>>({ current_password: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (values.password !== values.confirm) return setErrors({ confirm: t('mismatch') });
    setBusy(true);
    try {
      await apiFetch('site/change-password', { method: 'POST', body: { current_password: values.current_password, password: values.password } });
      setValues({ current_password: '', password: '', confirm: '' });
      setErrors({});
      toast({ kind: 'success', title: t('changed') });
    } catch (failure) {
      if (failure instanceof ApiFailure && failure.status === 422) setErrors(Object.fromEntries(failure.items.map((item) => [item.field, say(item, FIELDS.includes(item.field as Field) ? t(item.field as Field) : undefined)])));
      else toast({ kind: 'warning', title: (failure as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={send} className="max-w-sm space-y-3" noValidate>
      <p className="text-slate-600">{t('intro')}</p>
      {FIELDS.map((field) => (
        <div key={field}>
          <label htmlFor={`change-password-${field}`} className="block text-slate-600">
            {t(field)}
          </label>
          <input
            id={`change-password-${field}`}
            type="password"
            value={values[field]}
            onChange={(e) => setValues({ ...values, [field]: e.target.value })}
            autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `change-password-${field}-error` : undefined}
            className="w-full rounded border border-slate-300 bg-white px-2 py-1"
          />
          {errors[field] ? (
            <span id={`change-password-${field}-error`} role="alert" className="block text-xs text-red-600">
              {errors[field]}
            </span>
          ) : null}
        </div>
      ))}
      <button type="submit" disabled={busy} className="rounded-md bg-brand px-4 py-1.5 text-white disabled:opacity-60">
        {t('submit')}
      </button>
    </form>
  );
}
