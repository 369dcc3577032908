import type { Terms } from '@/lib/engine/module';

let declared: Terms | undefined;

/**
 * The product's default terminology is the modules' (`terms` in each `defineModule`, folded by
 * `foldModules`). The terminology service stands below the modules (the PDFs and the pages'
 * messages read it) and may not import their list, so the list declares the fold here once, when
 * it is loaded (lib/api/modules.ts): every entry of the app (pages, API, actions, jobs) loads it.
 */
export function declareDefaultTerms(terms: Terms) {
  declared = terms;
}

/** The default words of every term in every language (lib/api/modules.ts must have been loaded). */
export function defaultTerms(): Terms {
  if (!declared) throw new Error('The default terms are declared by the modules: load lib/api/modules.ts first.');
  return declared;
}
