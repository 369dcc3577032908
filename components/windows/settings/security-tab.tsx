'use client';

import { useTranslations } from 'next-intl';
import { useDesktop } from '@/components/base/desktop';
import { FlagSetting, SelectSetting, TextSetting, type SettingsTabProps } from './fields';

const HOURS = [1, 2, 4, 8, 12, 24, 48, 72, 168, 336, 720];

/** Security: the password policy, how long a sign-in lasts, and the person's own two-factor sign-in. */
export default function SecurityTab(props: SettingsTabProps) {
  const t = useTranslations('settings');
  const { open } = useDesktop();
  const hours = HOURS.includes(props.settings.session_length_hours) ? HOURS : [...HOURS, props.settings.session_length_hours].sort((a, b) => a - b);
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2 rounded border border-slate-200 p-2">
        <legend className="px-1 font-medium">{t('passwordPolicy')}</legend>
        <div className="max-w-48">
          <TextSetting name="password_min_length" props={props} type="number" />
        </div>
        <FlagSetting name="password_require_digit" props={props} />
        <FlagSetting name="password_require_mixed_case" props={props} />
        <FlagSetting name="password_require_symbol" props={props} />
      </fieldset>
      <div className="max-w-64">
        <SelectSetting name="session_length_hours" props={props} numeric options={hours.map((h) => [h, h % 24 === 0 ? t('days', { count: h / 24 }) : t('hours', { count: h })])} />
        <p className="mt-1 text-xs text-slate-500">{t('sessionLengthHint')}</p>
      </div>
      <section aria-labelledby="my-two-factor" className="border-t border-slate-200 pt-3">
        <h3 id="my-two-factor" className="font-medium">
          {t('twoFactor')}
        </h3>
        <p className="mt-1 text-slate-600">{t('twoFactorHint')}</p>
        <button type="button" onClick={() => open('settings', ['two-factor'])} className="mt-2 rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100">
          {t('twoFactorOpen')}
        </button>
      </section>
    </div>
  );
}
