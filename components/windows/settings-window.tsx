'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useServerMessage } from '@/components/data/server-message';
import { ApiFailure } from '@/components/base/api';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey } from '@/components/data/changes';
import { useApi, useWrite } from '@/components/data/queries';
import { useToast } from '@/components/base/toast';
import { SERVICES } from '@/lib/engine/services';
import { isOwnSetting, type OwnSetting, type WindowState } from '@/lib/workspace/windows';
import { ChangePassword } from './settings/change-password';
import ClassificationsTab from './settings/classifications-tab';
import ConfigurationTab from './settings/configuration-tab';
import type { SettingKey, Settings, SettingsTabProps } from './settings/fields';
import FilesTab from './settings/files-tab';
import TimeTab from './settings/time-tab';
import ImportExportTab from './settings/import-export-tab';
import InformationTab from './settings/information-tab';
import NumberingTab from './settings/numbering-tab';
import { LookAndFeel } from './settings/look-and-feel';
import SecurityTab from './settings/security-tab';
import TerminologyTab from './settings/terminology-tab';
import ThemeTab from './settings/theme-tab';
import { TwoFactor } from './settings/two-factor';

/**
 * The tabs of the company settings (spec section 2: information, terminology, classifications,
 * security, file preferences, theme, import and export): a tab is one line here, its label
 * `settings.tabs.{key}`, and the settings it saves (none: it saves its own way, or nothing).
 */
const TABS: { key: string; Tab: React.ComponentType<SettingsTabProps>; fields: SettingKey[] }[] = [
  {
    key: 'information',
    Tab: InformationTab,
    fields: [
      'company_name', 'logo', 'billing_street', 'billing_city', 'billing_state', 'billing_zip', 'mailing_street', 'mailing_city', 'mailing_state', 'mailing_zip',
      'phone', 'email', 'website', 'fiscal_year_start_month', 'time_zone', 'currency_code', 'currency_display', 'currency_position', 'language',
    ],
  },
  { key: 'terminology', Tab: TerminologyTab, fields: [] },
  { key: 'classifications', Tab: ClassificationsTab, fields: [] },
  { key: 'numbering', Tab: NumberingTab, fields: [] },
  { key: 'security', Tab: SecurityTab, fields: ['password_min_length', 'password_require_digit', 'password_require_mixed_case', 'password_require_symbol', 'session_length_hours'] },
  { key: 'files', Tab: FilesTab, fields: ['file_max_mb', 'file_quota_mb'] },
  { key: 'time', Tab: TimeTab, fields: ['mileage_rate', 'time_off_accrual_hours'] },
  { key: 'theme', Tab: ThemeTab, fields: [] },
  { key: 'configuration', Tab: ConfigurationTab, fields: ['require_account_numbers', 'allow_negative_stock', 'allow_over_receiving', 'check_print_needs_signer', ...SERVICES.map((service) => service.setting)] },
  { key: 'import-export', Tab: ImportExportTab, fields: [] },
];

/** The person's own windows that open from the account menu: Look and feel, Two-factor sign-in, Change password. */
const OWN: Record<OwnSetting, () => React.ReactNode> = { 'look-and-feel': () => <LookAndFeel />, 'two-factor': () => <TwoFactor />, password: () => <ChangePassword /> };

/** Company settings (administrators change them, everyone reads them), or one of the person's own settings (`args[0]`). */
export default function SettingsWindow({ window }: { window: WindowState }) {
  const first = window.args[0] ?? '';
  if (isOwnSetting(first)) return <div className="p-4 text-sm">{OWN[first]()}</div>;
  return <CompanySettingsTabs initial={TABS.some((tab) => tab.key === first) ? first : TABS[0].key} />;
}

function CompanySettingsTabs({ initial }: { initial: string }) {
  const t = useTranslations('settings');
  const tFields = useTranslations('resources.settings.fields');
  const toast = useToast();
  const say = useServerMessage();
  const router = useRouter();
  const [tab, setTab] = useState(initial);
  // Read through the shared cache; what the person changed is kept beside it until saved.
  const stored = useApi<Settings>('settings', 'settings').data;
  const readOnly = !useApi<{ is_admin: number }>('users', 'site/me').data?.is_admin;
  const write = useWrite();
  const client = useQueryClient();
  const [edits, setEdits] = useState<Partial<Settings>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  if (!stored) return <p className="p-4 text-sm text-slate-500">…</p>;
  const settings: Settings = { ...stored, ...edits };
  const current = TABS.find((x) => x.key === tab)!;
  const save = async () => {
    setSaving(true);
    try {
      // The shared write path: every open window reading the settings (the Print Queue's signer rule...) reads them again.
      const saved = await write<Settings>('settings', { method: 'PUT', body: Object.fromEntries(current.fields.map((f) => [f, settings[f]])) }, 'settings');
      client.setQueryData(apiKey('settings', 'settings'), saved);
      setEdits((now) => Object.fromEntries(Object.entries(now).filter(([f]) => !current.fields.includes(f as SettingKey))));
      setErrors({});
      toast({ kind: 'success', title: t('saved') });
      // The workspace draws the name, logo, money style and time zone from the settings: drawn again, windows kept.
      router.refresh();
    } catch (e) {
      if (e instanceof ApiFailure && e.status === 422) setErrors(Object.fromEntries(e.items.map((item) => [item.field, say(item, tFields.has(item.field as never) ? tFields(item.field as never) : undefined)])));
      else toast({ kind: 'warning', title: (e as Error).message });
    } finally {
      setSaving(false);
    }
  };
  const props: SettingsTabProps = { settings, change: (patch) => setEdits((now) => ({ ...now, ...patch })), errors, readOnly };
  return (
    <div className="text-sm">
      <div role="tablist" aria-label={t('title')} className="flex gap-1 overflow-x-auto border-b border-slate-200 px-2 pt-2">
        {TABS.map(({ key }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`settings-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="settings-panel"
            onClick={() => setTab(key)}
            className={`shrink-0 rounded-t-md px-3 py-1.5 ${tab === key ? 'border border-b-0 border-slate-200 bg-white font-medium text-brand' : 'text-slate-600 hover:bg-slate-100'}`}
          >
            {t(`tabs.${key}` as never)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${tab}`} className="space-y-4 p-4">
        <current.Tab {...props} />
        {current.fields.length && !readOnly ? (
          <button type="button" disabled={saving} onClick={save} className="rounded-md bg-brand px-4 py-1.5 text-white disabled:opacity-60">
            {saving ? t('saving') : t('save')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
