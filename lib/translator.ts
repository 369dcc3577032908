import { createTranslator } from 'use-intl/core';
import { isLocale, type Locale } from '@/i18n/locales';
import type { FieldDescription } from '@/lib/engine/describe';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const MESSAGES: Record<Locale, typeof en> = { en, es };

/** The server's translator of the person's language (English for anything else). */
export const translatorOf = (locale: string) => {
  const lang: Locale = isLocale(locale) ? locale : 'en';
  return createTranslator({ locale: lang, messages: MESSAGES[lang] });
};

export type Translator = ReturnType<typeof translatorOf>;

/**
 * A translator of keys made at run time (`companyLog.actions.${action}`, a choice's option): the
 * key is any text, `has` tells whether the language holds it. The one place such keys are cast.
 */
export function openTranslatorOf(locale: string) {
  const t = translatorOf(locale);
  const say = (key: string, params: Record<string, string | number> = {}): string => t(key as never, params as never);
  return Object.assign(say, { has: (key: string) => t.has(key as never) });
}

/** A field's label in a translator's language: its first label key the language has, else the definition's. */
export function labelIn(t: Translator, f: Pick<FieldDescription, 'label' | 'label_keys'>): string {
  const key = f.label_keys.find((k) => t.has(k as never));
  return key ? t(key as never) : f.label;
}

/** The data a new company starts with, named in messages `seeds` (English and Spanish): its accounts, terms, payment methods, layouts. */
export type SeedGroup = keyof (typeof en)['seeds'];

/** A starting record's name in the company's language (`seeds.{group}.{key}`): "Net 30", "Neto 30". */
export const seedName = (locale: string, group: SeedGroup, key: string | number): string => translatorOf(locale)(`seeds.${group}.${key}` as never);

/** The English names of a group of starting records, by key: what the code and the API's clients know them by. */
export const seedNames = <G extends SeedGroup>(group: G): (typeof en)['seeds'][G] => en.seeds[group];

/** A text the books write into a record they make (an entry's memo, a line's description), named in messages `entryTexts`. */
export type EntryTextKey = keyof (typeof en)['entryTexts'];

/** An entry's text in a language (`entryTexts.{key}`): "Opening balance", "Saldo inicial". */
export const entryTextIn = (locale: string, key: EntryTextKey, params: Record<string, string | number> = {}): string =>
  translatorOf(locale)(`entryTexts.${key}`, params as never);
