'use client';

import { useTranslations } from 'next-intl';

/** A field's label in the person's language: the translation where there is one, else the definition's. */
export function useFieldLabel() {
  const t = useTranslations('fields');
  return (name: string, fallback: string) => (t.has(name) ? t(name) : fallback);
}
