'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey } from '@/components/data/changes';
import { apiFetch } from '@/components/base/api';
import { useApi } from '@/components/data/queries';
import { useToast } from '@/components/base/toast';
import { useCompanyFormats } from '@/components/data/company-formats';
import { timeZoneLabel, TIME_ZONES } from '@/lib/time-zones';
import { chooseTheme } from '@/lib/workspace/theme';
import { accentColours, ACCENTS, applyAccent, THEME_MODES, type ThemeMode } from '@/lib/workspace/themes';

type Choice = { theme_mode: ThemeMode; theme_accent: number; time_zone: string | null };

/** Look and feel: light, dark or as the system, one of the 58 colour themes, and the person's own time zone; theirs alone, applied at once. */
export function LookAndFeel() {
  const t = useTranslations('lookAndFeel');
  const tBar = useTranslations('topBar');
  const toast = useToast();
  const locale = useLocale();
  const es = locale === 'es';
  const company = useCompanyFormats().timeZone;
  const router = useRouter();
  // The person's own choice (a user's), through the shared cache; a change shows at once and is then saved.
  const key = apiKey('users', 'site/look-and-feel');
  const choice = useApi<Choice>('users', 'site/look-and-feel').data;
  const client = useQueryClient();
  if (!choice) return <p className="text-slate-500">…</p>;
  const keep = async (patch: Partial<Choice>) => {
    const next = { ...choice, ...patch };
    // The cache holds what is written at once; nothing else shows a person's look and feel, so the
    // write makes nothing stale (reading it again mid-change would undo a second quick click).
    void client.cancelQueries({ queryKey: key });
    client.setQueryData(key, next);
    if (patch.theme_mode) chooseTheme(patch.theme_mode);
    if (patch.theme_accent) applyAccent(patch.theme_accent);
    try {
      await apiFetch('site/look-and-feel', { method: 'PUT', body: patch });
      // The calendar reads the person's zone from the workspace's layout: read again.
      if (patch.time_zone !== undefined) router.refresh();
    } catch (e) {
      toast({ kind: 'warning', title: (e as Error).message });
    }
  };
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="font-medium">{t('mode')}</legend>
        <div role="radiogroup" aria-label={t('mode')} className="mt-1 flex flex-wrap gap-2">
          {THEME_MODES.map((mode) => (
            <label key={mode} className="flex items-center gap-1.5 rounded border border-slate-300 px-3 py-1">
              <input type="radio" name="theme-mode" checked={choice.theme_mode === mode} onChange={() => keep({ theme_mode: mode })} />
              {tBar(`themes.${mode}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-medium">{t('accent')}</legend>
        <div className="mt-1 grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-1.5">
          {ACCENTS.map(([value, en, esName]) => {
            const { light, dark } = accentColours(value);
            const chosen = choice.theme_accent === value;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={chosen}
                onClick={() => keep({ theme_accent: value })}
                className={`flex items-center gap-1.5 rounded border px-1.5 py-1 text-left text-xs ${chosen ? 'border-brand ring-2 ring-brand' : 'border-slate-200 hover:bg-slate-100'}`}
              >
                <span aria-hidden className="flex shrink-0 overflow-hidden rounded-sm">
                  <span className="size-3.5" style={{ background: light.brand }} />
                  <span className="size-3.5" style={{ background: dark.brand }} />
                </span>
                <span className="truncate">{es ? esName : en}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <label className="block">
        <span className="font-medium">{t('timeZone')}</span>
        <select aria-label={t('timeZone')} className="mt-1 block w-full max-w-md rounded border border-slate-300 px-2 py-1" value={choice.time_zone ?? ''} onChange={(e) => keep({ time_zone: e.target.value || null })}>
          <option value="">{t('companyZone', { zone: timeZoneLabel(company, locale) })}</option>
          {TIME_ZONES.map((zone, value) => (
            <option key={zone} value={zone}>
              {timeZoneLabel(value, locale)}
            </option>
          ))}
        </select>
      </label>
      <p className="rounded bg-brand px-3 py-2 text-white">{t('sample')}</p>
    </div>
  );
}
