'use client';

import { useTranslations } from 'next-intl';
import { useContext } from 'react';
import { applyTerms } from '@/lib/terminology/apply';
import { DefaultTermsContext, TermsContext } from './terms';

/** A gem's title in the person's language, with the company's terms put in for `[Customers]`. */
export function useGemTitle() {
  const t = useTranslations('gems');
  const terms = useContext(TermsContext);
  const defaults = useContext(DefaultTermsContext);
  return (id: number) => applyTerms(t.has(String(id)) ? t(String(id)) : `#${id}`, terms, defaults);
}
