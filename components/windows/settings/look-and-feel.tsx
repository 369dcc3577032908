'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiFetch } from '@/components/base/api';
import { useToast } from '@/components/base/toast';
import { chooseTheme } from '@/lib/workspace/theme';
import { accentColours, ACCENTS, applyAccent, THEME_MODES, type ThemeMode } from '@/lib/workspace/themes';

type Choice = { theme_mode: ThemeMode; theme_accent: number };

/** Look and feel: light, dark or as the system, and one of the 58 colour themes; the person's own, applied at once. */
export function LookAndFeel() {
  const t = useTranslations('lookAndFeel');
  const tBar = useTranslations('topBar');
  const toast = useToast();
  const es = useLocale() === 'es';
  const [choice, setChoice] = useState<Choice | null>(null);
  useEffect(() => {
    apiFetch<Choice>('site/look-and-feel').then(setChoice);
  }, []);
  if (!choice) return <p className="text-slate-500">…</p>;
  const keep = async (patch: Partial<Choice>) => {
    const next = { ...choice, ...patch };
    setChoice(next);
    if (patch.theme_mode) chooseTheme(patch.theme_mode);
    if (patch.theme_accent) applyAccent(patch.theme_accent);
    try {
      await apiFetch('site/look-and-feel', { method: 'PUT', body: patch });
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
      <p className="rounded bg-brand px-3 py-2 text-white">{t('sample')}</p>
    </div>
  );
}
