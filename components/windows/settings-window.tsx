'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ApiFailure, apiFetch } from '@/components/workspace/api';
import { useDesktop } from '@/components/workspace/desktop';
import { useToast } from '@/components/workspace/toast';

type Settings = { require_account_numbers: 0 | 1; fiscal_year_start_month: number };

/** Configuration and Settings: the company's settings (administrators change them). */
export default function SettingsWindow() {
  const t = useTranslations('settings');
  const toast = useToast();
  const { open } = useDesktop();
  // Month names in the person's language, not the browser's.
  const monthName = new Intl.DateTimeFormat(useLocale(), { month: 'long', timeZone: 'UTC' });
  const [settings, setSettings] = useState<Settings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    apiFetch<Settings>('settings').then(setSettings);
  }, []);
  if (!settings) return <p className="p-4 text-sm text-slate-500">…</p>;
  const save = async () => {
    setSaving(true);
    try {
      setSettings(await apiFetch<Settings>('settings', { method: 'PUT', body: settings }));
      setErrors({});
      toast({ kind: 'success', title: t('saved') });
    } catch (e) {
      if (e instanceof ApiFailure && e.status === 422) setErrors(e.fields);
      else toast({ kind: 'warning', title: (e as Error).message });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="space-y-4 p-4 text-sm">
      <label className="flex items-start gap-2">
        <input type="checkbox" checked={settings.require_account_numbers === 1} onChange={(e) => setSettings({ ...settings, require_account_numbers: e.target.checked ? 1 : 0 })} className="mt-0.5" />
        <span>
          {t('requireAccountNumbers')}
          {errors.require_account_numbers ? (
            <span role="alert" className="block text-xs text-red-600">
              {errors.require_account_numbers}
            </span>
          ) : null}
        </span>
      </label>
      <label className="block">
        <span className="block text-slate-600">{t('fiscalYearStart')}</span>
        <select value={settings.fiscal_year_start_month} onChange={(e) => setSettings({ ...settings, fiscal_year_start_month: Number(e.target.value) })} className="rounded border border-slate-300 px-2 py-1">
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {monthName.format(new Date(Date.UTC(2000, i, 1)))}
            </option>
          ))}
        </select>
      </label>
      <button type="button" disabled={saving} onClick={save} className="rounded-md bg-brand px-4 py-1.5 text-white disabled:opacity-60">
        {saving ? t('saving') : t('save')}
      </button>
      <section aria-labelledby="terminology" className="border-t border-slate-200 pt-4">
        <h3 id="terminology" className="font-medium">
          {t('terminology')}
        </h3>
        <p className="mt-1 text-slate-600">{t('terminologyHint')}</p>
        <button type="button" onClick={() => open('list', ['terminologies'])} className="mt-2 rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100">
          {t('terminologyButton')}
        </button>
      </section>
      <section aria-labelledby="classifications" className="border-t border-slate-200 pt-4">
        <h3 id="classifications" className="font-medium">
          {t('classifications')}
        </h3>
        <p className="mt-1 text-slate-600">{t('classificationsHint')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" onClick={() => open('list', ['classifications'])} className="rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100">
            {t('classificationsButton')}
          </button>
          <button type="button" onClick={() => open('list', ['company-types'])} className="rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100">
            {t('typesButton')}
          </button>
        </div>
      </section>
      <section aria-labelledby="custom-fields" className="border-t border-slate-200 pt-4">
        <h3 id="custom-fields" className="font-medium">
          {t('customFields')}
        </h3>
        <p className="mt-1 text-slate-600">{t('customFieldsHint')}</p>
        <button type="button" onClick={() => open('list', ['fieldset'])} className="mt-2 inline-block rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100">
          {t('customFieldsButton')}
        </button>
      </section>
      <section aria-labelledby="export-data" className="border-t border-slate-200 pt-4">
        <h3 id="export-data" className="font-medium">
          {t('exportData')}
        </h3>
        <p className="mt-1 text-slate-600">{t('exportDataHint')}</p>
        <a href="/api/v1/export" download className="mt-2 inline-block rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100">
          {t('exportDataButton')}
        </a>
      </section>
    </div>
  );
}
