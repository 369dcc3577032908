import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { isLocale, type Locale } from '@/i18n/locales';
import { agingColumn } from './aging-columns';

const MESSAGES: Record<Locale, typeof en> = { en, es };

/** The reports' words in a person's language, for the files the server writes (CSV, PDF). */
export function reportLabels(locale: string) {
  const lang: Locale = isLocale(locale) ? locale : 'en';
  const t = createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: 'reports' });
  const types = createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: 'accountTypes' });
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
  const months = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
  const known = (group: string, key: string) => (t.has(`${group}.${key}` as never) ? t(`${group}.${key}` as never) : key);
  return {
    locale: lang,
    report: (name: string) => known('names', name),
    column: (key: string) => {
      const aging = t.has(`columns.${key}` as never) ? null : agingColumn(key);
      return aging ? t(`columns.${aging.message}` as never, aging.params as never) : known('columns', key);
    },
    section: (key: string) => known('sections', key),
    word: (key: string) => known('words', key),
    total: (key: string) => known('totals', key),
    line: (key: string) => known('lines', key),
    type: (code: number | null) => (code !== null && types.has(String(code) as never) ? types(String(code) as never) : ''),
    month: (m: number) => months.format(new Date(Date.UTC(2000, m - 1, 1))),
    date: (iso: string) => dates.format(new Date(`${iso}T00:00:00Z`)),
    asOf: (date: string) => t('period.asOf', { date: dates.format(new Date(`${date}T00:00:00Z`)) }),
    range: (from: string, to: string) => t('period.range', { from: dates.format(new Date(`${from}T00:00:00Z`)), to: dates.format(new Date(`${to}T00:00:00Z`)) }),
    year: (year: number) => t('period.year', { year: String(year) }),
    compared: (period: string) => t('period.compared', { period }),
    page: (n: number, total: number) => t('page', { n, total }),
    totalLine: t('total'),
  };
}

export type ReportLabels = ReturnType<typeof reportLabels>;
