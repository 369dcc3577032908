'use client';

import { useTranslations } from 'next-intl';
import type { CompanySettings } from '@/lib/settings/company-settings';

export type Settings = CompanySettings;
export type SettingKey = keyof Settings;

/** What every tab of the settings window is given: the settings, their change, the errors of the last save and whether the person may change them. */
export type SettingsTabProps = {
  settings: Settings;
  change: (patch: Partial<Settings>) => void;
  errors: Partial<Record<string, string>>;
  readOnly: boolean;
};

const INPUT = 'w-full rounded border border-slate-300 bg-white px-2 py-1 disabled:bg-slate-50';

/** A setting's label (resources.settings.fields) with its input and its error beneath. */
export function Field({ name, errors, children, wide = false }: { name: string; errors: SettingsTabProps['errors']; children: (id: string, cls: string) => React.ReactNode; wide?: boolean }) {
  const t = useTranslations('resources.settings.fields');
  const id = `setting-${name}`;
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="block text-slate-600">
        {t(name as never)}
      </label>
      {children(id, INPUT)}
      {errors[name] ? (
        <span role="alert" className="block text-xs text-red-600">
          {errors[name]}
        </span>
      ) : null}
    </div>
  );
}

/** A text setting; empty is sent as null (its default). */
export function TextSetting({ name, props, type = 'text', wide, area }: { name: SettingKey; props: SettingsTabProps; type?: string; wide?: boolean; area?: boolean }) {
  const value = (props.settings[name] as string | null) ?? '';
  const set = (v: string) => props.change({ [name]: v === '' ? null : v } as Partial<Settings>);
  return (
    <Field name={name} errors={props.errors} wide={wide}>
      {(id, cls) =>
        area ? (
          <textarea id={id} rows={2} value={value} disabled={props.readOnly} onChange={(e) => set(e.target.value)} className={cls} />
        ) : (
          <input id={id} type={type} value={value} disabled={props.readOnly} onChange={(e) => set(e.target.value)} className={cls} />
        )
      }
    </Field>
  );
}

/** A setting chosen from `options` (value -> label). */
export function SelectSetting({ name, props, options, empty, numeric }: { name: SettingKey; props: SettingsTabProps; options: [string | number, string][]; empty?: string; numeric?: boolean }) {
  const value = props.settings[name] as string | number | null;
  return (
    <Field name={name} errors={props.errors}>
      {(id, cls) => (
        <select
          id={id}
          value={value ?? ''}
          disabled={props.readOnly}
          onChange={(e) => props.change({ [name]: e.target.value === '' ? null : numeric ? Number(e.target.value) : e.target.value } as Partial<Settings>)}
          className={cls}
        >
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {options.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A 1/0 setting as a checkbox. */
export function FlagSetting({ name, props }: { name: SettingKey; props: SettingsTabProps }) {
  const t = useTranslations('resources.settings.fields');
  return (
    <label className="flex items-start gap-2">
      <input type="checkbox" checked={props.settings[name] === 1} disabled={props.readOnly} onChange={(e) => props.change({ [name]: e.target.checked ? 1 : 0 } as Partial<Settings>)} className="mt-0.5" />
      <span>
        {t(name as never)}
        {props.errors[name] ? (
          <span role="alert" className="block text-xs text-red-600">
            {props.errors[name]}
          </span>
        ) : null}
      </span>
    </label>
  );
}
