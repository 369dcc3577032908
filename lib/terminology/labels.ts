import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { terminologies } from '@/db/schema';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { DEFAULT_TERMS, type Term } from './defaults';

/** The company's words for every term in `locale`: its own where it renamed one, else the default. */
export async function companyTerms(tx: Tx, companyId: number, locale: Locale = DEFAULT_LOCALE): Promise<Record<string, Term>> {
  const overrides = await tx
    .select()
    .from(terminologies)
    .where(and(eq(terminologies.companyId, companyId), eq(terminologies.locale, locale), eq(terminologies.status, 1)));
  const terms = { ...DEFAULT_TERMS[locale] };
  for (const o of overrides) terms[o.name] = { singular: o.singular, plural: o.plural, article: o.article ?? terms[o.name]?.article ?? '' };
  return terms;
}
