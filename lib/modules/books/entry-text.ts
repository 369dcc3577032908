import type { Company } from '@/lib/tenant/company';
import { languageOf } from '@/lib/settings/company-settings';
import { defaultTerms } from '@/lib/terminology/defaults';
import { entryTextIn, type EntryTextKey } from '@/lib/translator';

type Speaking = { company: Pick<Company, 'name' | 'settings'> };

/**
 * What the books write into an entry they make (its memo, a line's description), in the company's
 * language when it is made. Stored as written, a person may change it like any memo: it is never
 * translated when shown, so an entry keeps the words it was made with if the language changes later.
 */
export const entryText = (ctx: Speaking, key: EntryTextKey, params: Record<string, string | number> = {}): string =>
  entryTextIn(languageOf(ctx.company), key, params);

/** A document's noun in the company's language, for an entry's text: its term's default word in lower case ("deposit", "depósito"), else the given noun. */
export const nounIn = (ctx: Speaking, term: string | undefined, noun: string): string => {
  const word = term ? defaultTerms()[languageOf(ctx.company)]?.[term]?.singular : undefined;
  return word ? word.toLowerCase() : noun;
};
