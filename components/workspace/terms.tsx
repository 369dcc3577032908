'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext } from 'react';
import type { Term } from '@/lib/terminology/defaults';

export const TermsContext = createContext<Record<string, Term>>({});

/** The company's words for the product's terms, in the person's language. */
export function TermsProvider({ terms, children }: { terms: Record<string, Term>; children: React.ReactNode }) {
  return <TermsContext.Provider value={terms}>{children}</TermsContext.Provider>;
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
