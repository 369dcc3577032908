import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import type { Locale } from '@/lib/format';
import { messagesWithTerms, renamesKey, type Renames } from '@/lib/terminology/rename';

const MESSAGES: Record<Locale, typeof en> = { en, es };
const cache = new Map<string, DocumentLabels>();

/**
 * A sales document's printed words in the document's language (messages `documentPdf`), with the
 * company's words for the product's terms ("Patient" where it renamed "Customer").
 */
export function documentLabels(locale: Locale, renames: Renames = {}): DocumentLabels {
  const key = renamesKey(locale, renames);
  let labels = cache.get(key);
  if (labels) return labels;
  const t = createTranslator({ locale, messages: messagesWithTerms(MESSAGES[locale], locale, renames), namespace: 'documentPdf' });
  const known = (group: string, key: string) => (t.has(`${group}.${key}` as never) ? t(`${group}.${key}` as never) : key);
  labels = {
    title: (kind: string) => known('titles', kind),
    // A kind's own word first (a purchase order's "Vendor" where an invoice says "Bill To").
    header: (item: string, kind?: string) => {
      const own = kind ? known(`kindHeader.${kind}`, item) : item;
      return own !== item ? own : known('header', item);
    },
    body: (item: string) => known('body', item),
    lineType: (type: string) => known('lineTypes', type),
    subtotal: t('subtotal'),
    tax: t('tax'),
    total: t('total'),
    paid: t('paid'),
    balanceDue: t('balanceDue'),
    creditLeft: t('creditLeft'),
    message: t('message'),
    termsDue: (terms: string, date: string) => (date ? t('termsDue', { terms, date }) : terms),
    due: (date: string) => t('due', { date }),
    page: (n: number, total: number) => t('page', { n, total }),
    statement: {
      title: t('statement.title'),
      date: t('statement.date'),
      period: (from: string, to: string) => t('statement.period', { from, to }),
      opening: t('statement.opening'),
      closing: t('statement.closing'),
      column: (key: string) => known('statement.columns', key),
      kind: (key: string) => known('statement.kinds', key),
      aging: (key: string) => known('statement.aging', key),
    },
  };
  // Bounded: a company that keeps renaming leaves old words behind.
  if (cache.size > 200) cache.clear();
  cache.set(key, labels);
  return labels;
}

export type DocumentLabels = {
  title(kind: string): string;
  header(item: string, kind?: string): string;
  body(item: string): string;
  lineType(type: string): string;
  subtotal: string;
  tax: string;
  total: string;
  paid: string;
  balanceDue: string;
  creditLeft: string;
  message: string;
  termsDue(terms: string, date: string): string;
  due(date: string): string;
  page(n: number, total: number): string;
  statement: {
    title: string;
    date: string;
    period(from: string, to: string): string;
    opening: string;
    closing: string;
    column(key: string): string;
    kind(key: string): string;
    aging(key: string): string;
  };
};
