'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FileInput } from '@/components/data/file-input';
import { TIME_ZONES, timeZoneLabel } from '@/lib/time-zones';
import { US_STATES } from '@/lib/settings/us-states';
import { Field, SelectSetting, TextSetting, type SettingsTabProps } from './fields';

const LOGO_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** The logo: a small image kept as a data URL in the settings (the top bar and PDFs draw it). */
function LogoSetting({ props }: { props: SettingsTabProps }) {
  const t = useTranslations('settings');
  const [tooBig, setTooBig] = useState(false);
  const pick = (file: File | undefined) => {
    if (!file) return;
    setTooBig(file.size > 200 * 1024);
    if (file.size > 200 * 1024) return;
    const reader = new FileReader();
    reader.onload = () => props.change({ logo: String(reader.result) });
    reader.readAsDataURL(file);
  };
  return (
    <Field name="logo" errors={{ ...props.errors, ...(tooBig ? { logo: t('logoTooBig') } : {}) }} wide>
      {(id) => (
        <div className="flex items-center gap-3">
          {props.settings.logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL of the company's own image
            <img src={props.settings.logo} alt={t('logoAlt')} className="h-10 max-w-32 rounded border border-slate-200 object-contain" />
          ) : (
            <span className="text-slate-500">{t('noLogo')}</span>
          )}
          <FileInput id={id} accept={LOGO_TYPES} disabled={props.readOnly} onChange={(file) => pick(file ?? undefined)} className="max-w-56 text-xs" />
          {props.settings.logo && !props.readOnly ? (
            <button type="button" onClick={() => props.change({ logo: null })} className="rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100">
              {t('removeLogo')}
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}

function Address({ kind, props }: { kind: 'billing' | 'mailing'; props: SettingsTabProps }) {
  const t = useTranslations('settings');
  const states = Object.entries(US_STATES).map(([code, name]): [string, string] => [code, `${code} · ${name}`]);
  return (
    <fieldset className="grid gap-2 rounded border border-slate-200 p-2 sm:grid-cols-2">
      <legend className="px-1 font-medium">{t(kind === 'billing' ? 'billingAddress' : 'mailingAddress')}</legend>
      <TextSetting name={`${kind}_street`} props={props} wide area />
      <TextSetting name={`${kind}_city`} props={props} />
      <SelectSetting name={`${kind}_state`} props={props} options={states} empty="—" />
      <TextSetting name={`${kind}_zip`} props={props} />
    </fieldset>
  );
}

/** Information: name, logo, addresses, how to reach the company, its year, zone and currency. */
export default function InformationTab(props: SettingsTabProps) {
  const t = useTranslations('settings');
  const locale = useLocale();
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const zones = useMemo(() => TIME_ZONES.map((_, i): [number, string] => [i, timeZoneLabel(i, locale)]), [locale]);
  const currencies = useMemo(() => Intl.supportedValuesOf('currency').map((c): [string, string] => [c, c]), []);
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextSetting name="company_name" props={props} wide />
        <LogoSetting props={props} />
      </div>
      <Address kind="billing" props={props} />
      <Address kind="mailing" props={props} />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextSetting name="phone" props={props} type="tel" />
        <TextSetting name="email" props={props} type="email" />
        <TextSetting name="website" props={props} type="url" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectSetting name="fiscal_year_start_month" props={props} numeric options={Array.from({ length: 12 }, (_, i) => [i + 1, monthName.format(new Date(Date.UTC(2000, i, 1)))])} />
        <SelectSetting name="time_zone" props={props} numeric options={zones} />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectSetting name="currency_code" props={props} options={currencies} />
        <SelectSetting name="currency_display" props={props} options={[['symbol', t('currencySymbol')], ['code', t('currencyCode')]]} />
        <SelectSetting name="currency_position" props={props} options={[['language', t('currencyLanguage')], ['before', t('currencyBefore')], ['after', t('currencyAfter')]]} />
      </div>
      {/* The language its documents print in (a customer's own aside); what it started with was named in it. */}
      <SelectSetting name="language" props={props} options={[['en', 'English'], ['es', 'Español']]} />
    </div>
  );
}
