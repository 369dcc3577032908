import { createTranslator } from 'use-intl/core';
import { isLocale, type Locale } from '@/i18n/locales';
import type { FieldDescription } from '@/lib/engine/describe';
import { refTitle } from '@/lib/engine/list-columns';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { toCsvText } from './csv';

const MESSAGES: Record<Locale, typeof en> = { en, es };

/** Unix seconds as the ISO day (dates) or instant (timestamps) a spreadsheet reads. */
const isoOf = (seconds: number, kind: string) => {
  const iso = new Date(seconds * 1000).toISOString();
  return kind === 'date' ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
};

/**
 * A list as CSV, as its window shows it: the list's columns with their labels in the person's
 * language, references by their records' titles, choices by their labels, flags Yes/No; amounts
 * stay plain numbers (1500.50) and dates ISO (2026-11-25) so a spreadsheet reads them as such.
 */
export function listCsv(fields: FieldDescription[], items: Record<string, unknown>[], locale: string): string {
  const lang: Locale = isLocale(locale) ? locale : 'en';
  const t = createTranslator({ locale: lang, messages: MESSAGES[lang] });
  const label = (f: FieldDescription) => {
    const key = f.label_keys.find((k) => t.has(k as never));
    return key ? t(key as never) : f.label;
  };
  const [yes, no] = [t('list.yes'), t('list.no')];
  const cell = (f: FieldDescription, row: Record<string, unknown>): unknown => {
    const value = row[f.name];
    if (f.kind === 'ref') return refTitle(f, row);
    if (value === null || value === undefined) return '';
    if ((f.kind === 'date' || f.kind === 'datetime') && typeof value === 'number') return isoOf(value, f.kind);
    if (f.kind === 'flag') return value === true || value === 1 || value === '1' ? yes : no;
    if (f.kind === 'choice') return (f.options as Record<string, string> | undefined)?.[String(value)] ?? value;
    return typeof value === 'object' ? JSON.stringify(value) : value;
  };
  return `${toCsvText(items.map((row) => fields.map((f) => cell(f, row))), fields.map(label))}\n`;
}
