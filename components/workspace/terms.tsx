'use client';

import { createContext, useContext } from 'react';
import type { Term } from '@/lib/terminology/defaults';

export const TermsContext = createContext<Record<string, Term>>({});

/** The company's words for the product's terms, in the person's language. */
export function TermsProvider({ terms, children }: { terms: Record<string, Term>; children: React.ReactNode }) {
  return <TermsContext.Provider value={terms}>{children}</TermsContext.Provider>;
}

export function useTerms() {
  const terms = useContext(TermsContext);
  return {
    singular: (key: string, fallback: string) => terms[key]?.singular ?? fallback,
    plural: (key: string, fallback: string) => terms[key]?.plural ?? fallback,
  };
}
