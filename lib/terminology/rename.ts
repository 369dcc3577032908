import type { Locale } from '@/i18n/locales';
import { TtlCache } from '@/lib/cache';
import type { Term } from '@/lib/engine/module';
import { defaultTerms } from './defaults';

/** A company's renamed terms in one language: term key -> its own words. */
export type Renames = Record<string, Term>;

type Form = { key: string; plural: boolean };

/**
 * Puts a company's words for the product's terms into any text the product writes in `locale`
 * ("Customer" -> "Patient", "Customers" -> "Patients", "a customer" -> "a patient", "INVOICE"
 * -> "BILL"): whole words only, the letter case of the text kept (all capitals, a capital
 * first, or lower case), the term's article before it changed with it where the company gave
 * one. Every default word of the language is matched, longest first, so a longer term that
 * holds a renamed one ("Other Contact" holds "Contact", "Cliente externo" holds "Cliente")
 * stays itself unless the company renamed it too. Text the company's words do not touch is
 * returned as it was.
 */
export function termRenamer(locale: Locale, renames: Renames): (text: string) => string {
  const defaults = defaultTerms()[locale];
  const renamed = Object.keys(renames).filter((key) => key in defaults);
  if (renamed.length === 0) return (text) => text;
  // Each default word names its term and form; a word two terms share (en "Bill") is the first's.
  const forms = new Map<string, Form>();
  for (const [key, term] of Object.entries(defaults)) {
    for (const [word, plural] of [
      [term.singular, false],
      [term.plural, true],
    ] as const) {
      const lower = word.toLowerCase();
      if (!forms.has(lower) || (renames[key] && !renames[forms.get(lower)!.key])) forms.set(lower, { key, plural });
    }
  }
  const words = [...forms.keys()].sort((a, b) => b.length - a.length).map(escape);
  const articles = [...new Set(Object.values(defaults).map((t) => t.article.toLowerCase()).filter(Boolean))].map(escape);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:(${articles.join('|')})\\s+)?(${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return (text) =>
    text.replace(pattern, (whole, article: string | undefined, word: string, at: number, all: string) => {
      const form = forms.get(word.toLowerCase())!;
      const own = renames[form.key];
      if (!own || isArgumentName(all, at, whole.length)) return whole;
      const replaced = inCaseOf(word, form.plural ? own.plural : own.singular);
      if (!article) return replaced;
      // The article changes only where it was this term's own ("an invoice" -> "a bill").
      const keep = article.toLowerCase() !== defaults[form.key].article.toLowerCase() || !own.article;
      return `${keep ? article : inCaseOf(article, own.article)} ${replaced}`;
    });
}

/** Whether the match is a message's argument (`{customer}`, `{customer, select, …}`), not words. */
const isArgumentName = (text: string, at: number, length: number) => text[at - 1] === '{' && /^\s*[,}]/.test(text.slice(at + length, at + length + 3));

/** `word` in the letter case `model` is written in. */
function inCaseOf(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase() && model !== model.toLowerCase()) return word.toUpperCase();
  if (model[0] === model[0].toLowerCase() && model[0] !== model[0].toUpperCase()) return word.toLowerCase();
  return word[0] ? word[0].toUpperCase() + word.slice(1) : word;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Messages = { [key: string]: string | Messages };

/** Every string of a message tree with the company's words put in (the keys are left alone). */
function renameMessages<T extends Messages>(messages: T, rename: (text: string) => string): T {
  const walk = (node: Messages): Messages =>
    Object.fromEntries(Object.entries(node).map(([key, value]) => [key, typeof value === 'string' ? rename(value) : walk(value)]));
  return walk(messages) as T;
}

// Renamed trees by language and words: companies that rename the same way share one, and a page
// renames its language's messages once, not per request.
const renamedTrees = new TtlCache<Messages>(60 * 60_000, 200);

/** A language's whole message tree in the company's words (the tree itself where it renamed nothing). */
export function messagesWithTerms<T extends Messages>(messages: T, locale: Locale, renames: Renames): T {
  if (Object.keys(renames).length === 0) return messages;
  const key = renamesKey(locale, renames);
  let renamed = renamedTrees.get(key);
  if (!renamed) renamedTrees.set(key, (renamed = renameMessages(messages, termRenamer(locale, renames))));
  return renamed as T;
}

/** What a set of renames is known by in caches: its language and words. */
export const renamesKey = (locale: Locale, renames: Renames) => `${locale}:${JSON.stringify(Object.entries(renames).sort(([a], [b]) => a.localeCompare(b)))}`;
