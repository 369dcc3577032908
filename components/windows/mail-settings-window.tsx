'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiFailure, apiFetch } from '@/components/base/api';
import { useToast } from '@/components/base/toast';
import type { WindowState } from '@/lib/workspace/windows';
import FormWindow from './form-window';
import type { CustomFieldProps } from './form-field';

/** The password is written, never shown: beside its box, whether one is kept. */
function PasswordField({ id, value, onChange, record, invalid }: CustomFieldProps) {
  const t = useTranslations('mailSettings');
  return (
    <span className="flex items-center gap-2">
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        aria-invalid={invalid || undefined}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
        placeholder={record?.password_set ? t('keep') : ''}
        className={`w-full rounded-md border px-2 py-1.5 ${invalid ? 'border-red-500' : 'border-slate-300'}`}
      />
      <span role="status" className={`whitespace-nowrap text-xs font-medium ${record?.password_set ? 'text-emerald-700' : 'text-slate-500'}`}>
        {record?.password_set ? t('set') : t('notSet')}
      </span>
    </span>
  );
}

const CUSTOM = { password: { component: PasswordField } };

/**
 * The company's own mail server (Email Manager's settings): the generic settings form, its
 * password shown only as set or not, and a button that sends a test e-mail to the person.
 */
export default function MailSettingsWindow({ window: w }: { window: WindowState }) {
  const t = useTranslations('mailSettings');
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const test = async () => {
    setSending(true);
    try {
      const { to } = await apiFetch<{ to: string }>('mail-settings/test', { method: 'POST', body: {} });
      toast({ kind: 'success', title: t('testSent', { to }) });
    } catch (e) {
      toast({ kind: 'error', title: e instanceof ApiFailure && e.status === 422 ? Object.values(e.fields).join(' ') : (e as Error).message });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="flex h-full flex-col">
      <div className="min-h-0 flex-1">
        <FormWindow window={w} custom={CUSTOM} />
      </div>
      <div className="flex items-center gap-3 border-t border-slate-200 px-4 py-2 text-sm">
        <button type="button" disabled={sending} onClick={test} className="rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-50 disabled:opacity-60">
          {sending ? t('testing') : t('test')}
        </button>
        <span className="text-xs text-slate-500">{t('testHint')}</span>
      </div>
    </div>
  );
}
