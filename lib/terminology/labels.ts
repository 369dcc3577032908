import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { terminologies } from '@/db/schema';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { cache } from 'react';
import { sharedCache } from '@/lib/cache';
import { withTenant } from '@/lib/tenant/transaction';
import type { Term } from '@/lib/engine/module';
import { defaultTerms } from './defaults';
import type { Renames } from './rename';

/** The terms a company renamed in `locale` (its active `terminologies` rows), by term key. */
async function readRenames(tx: Tx, companyId: number, locale: Locale): Promise<Renames> {
  const overrides = await tx
    .select()
    .from(terminologies)
    .where(and(eq(terminologies.companyId, companyId), eq(terminologies.locale, locale), eq(terminologies.status, 1)));
  const defaults = defaultTerms()[locale];
  return Object.fromEntries(
    overrides.filter((o) => o.name in defaults).map((o) => [o.name, { singular: o.singular, plural: o.plural, article: o.article || defaults[o.name].article }]),
  );
}

/** The company's words for every term in `locale`: its own where it renamed one, else the default. */
export async function companyTerms(tx: Tx, companyId: number, locale: Locale = DEFAULT_LOCALE): Promise<Record<string, Term>> {
  return { ...defaultTerms()[locale], ...(await readRenames(tx, companyId, locale)) };
}

/** The terms a company renamed in `locale`, for the page being rendered (asked once per request: its messages and its workspace both ask). */
export const pageRenames = cache((companyId: number, locale: Locale) => companyRenames(companyId, locale));

// Read for every page and every PDF: kept a minute, dropped at once when the API changes them
// (the cache is the process's, shared by the pages and the API: lib/cache.ts).
const renamesCache = sharedCache<Renames>('renames', 60_000);

/**
 * The terms a company renamed in `locale`, from the cache when it holds them; read in `tx` where
 * the caller has one open (the embedded database has one connection: a second transaction waits).
 */
export async function companyRenames(companyId: number, locale: Locale, tx?: Tx): Promise<Renames> {
  const key = `${companyId}:${locale}`;
  const hit = renamesCache.get(key);
  if (hit) return hit;
  const renames = tx ? await readRenames(tx, companyId, locale) : await withTenant(companyId, (t) => readRenames(t, companyId, locale));
  renamesCache.set(key, renames);
  return renames;
}

/** Forgets a company's cached renames (its terminology changed). */
export const forgetRenames = (companyId: number) => renamesCache.deletePrefix(`${companyId}:`);
