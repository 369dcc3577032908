import { DEFAULT_TERMS, type Term } from './defaults';

/**
 * Replaces `[Term]` in a title with the company's word for it ("[Customers]" -> "Patients"):
 * the bracketed word is looked up among the default words of every language.
 */
export function applyTerms(title: string, terms: Record<string, Term>): string {
  return title.replace(/\[([^\]]+)\]/g, (_, word: string) => {
    const wanted = word.toLowerCase();
    for (const defaults of Object.values(DEFAULT_TERMS)) {
      for (const [key, term] of Object.entries(defaults)) {
        if (term.singular.toLowerCase() === wanted) return terms[key]?.singular ?? term.singular;
        if (term.plural.toLowerCase() === wanted) return terms[key]?.plural ?? term.plural;
      }
    }
    return word;
  });
}
