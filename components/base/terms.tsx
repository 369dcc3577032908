'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext } from 'react';
import type { Term, Terms } from '@/lib/engine/module';

export const TermsContext = createContext<Record<string, Term>>({});

/** The product's default words in every language (the modules' fold, handed down by the layout): what `[Customers]` in a title is looked up in. */
export const DefaultTermsContext = createContext<Terms>({ en: {}, es: {} });

/** The company's words for the product's terms, in the person's language, and the default words. */
export function TermsProvider({ terms, defaults, children }: { terms: Record<string, Term>; defaults: Terms; children: React.ReactNode }) {
  return (
    <DefaultTermsContext.Provider value={defaults}>
      <TermsContext.Provider value={terms}>{children}</TermsContext.Provider>
    </DefaultTermsContext.Provider>
  );
}

/**
 * The company's word for a term; a collection that is no term of the spec's (transfers) is
 * named by the messages, and `fallback` (its collection name) is the last resort.
 */
export function useTerms() {
  const terms = useContext(TermsContext);
  const t = useTranslations('window.collections');
  const named = (name: string, form: 'one' | 'other') => (t.has(`${name}.${form}`) ? t(`${name}.${form}`) : name);
  return {
    singular: (key: string, fallback: string) => terms[key]?.singular ?? named(fallback, 'one'),
    plural: (key: string, fallback: string) => terms[key]?.plural ?? named(fallback, 'other'),
  };
}
