'use client';

import { useTranslations } from 'next-intl';
import { SERVICES } from '@/lib/engine/services';
import { FlagSetting, type SettingsTabProps } from './fields';

/** Configuration (168): how the books work, and the services the company uses (menu items of one turned off are not shown). */
export default function ConfigurationTab(props: SettingsTabProps) {
  const t = useTranslations('settings');
  return (
    <div className="space-y-4">
      <FlagSetting name="require_account_numbers" props={props} />
      <FlagSetting name="allow_negative_stock" props={props} />
      <FlagSetting name="allow_over_receiving" props={props} />
      <FlagSetting name="check_print_needs_signer" props={props} />
      <fieldset className="space-y-2 rounded border border-slate-200 p-2">
        <legend className="px-1 font-medium">{t('services')}</legend>
        <p className="text-xs text-slate-500">{t('servicesHint')}</p>
        {SERVICES.map((service) => (
          <FlagSetting key={service.setting} name={service.setting} props={props} />
        ))}
      </fieldset>
    </div>
  );
}
