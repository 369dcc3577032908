import type { Term, Terms } from '@/lib/engine/module';

/**
 * Replaces `[Term]` in a title with the company's word for it ("[Customers]" -> "Patients"):
 * the bracketed word is looked up among the default words (`defaults`) of every language. The
 * defaults are handed in: the browser reads them from the workspace's context, not the modules.
 */
export function applyTerms(title: string, terms: Record<string, Term>, defaults: Terms): string {
  return title.replace(/\[([^\]]+)\]/g, (_, word: string) => {
    const wanted = word.toLowerCase();
    for (const words of Object.values(defaults)) {
      for (const [key, term] of Object.entries(words)) {
        if (term.singular.toLowerCase() === wanted) return terms[key]?.singular ?? term.singular;
        if (term.plural.toLowerCase() === wanted) return terms[key]?.plural ?? term.plural;
      }
    }
    return word;
  });
}
