'use client';

import { useTranslations } from 'next-intl';
import type { Page } from '@/components/data/queries';

type PageMeta = Page<unknown>['_meta'];
/**
 * Where a list window is in its listing: the page number it shows, and the keyset cursor that
 * reaches that page (none for the first). Every move is by cursor, so the last page of a
 * million records comes as fast as the first.
 */
export type Position = { page: number; cursor?: ['after' | 'before', string]; /** The short last page of an exact count. */ perPage?: number };
export const FIRST: Position = { page: 1 };
export const PER_PAGE = 20;
/** Rows on the last page when the count is exact, so that it and the pages before it fall where page numbers put them. */
const lastPageSize = (meta: PageMeta) => (meta.totalCountEstimated || meta.totalCountCapped ? undefined : meta.totalCount % PER_PAGE || undefined);
/** Pages of PER_PAGE rows (the short last page is asked for with a smaller per-page, so the answer's own page count would not do). */
const pageCount = (meta: PageMeta) => Math.max(1, Math.ceil(meta.totalCount / PER_PAGE));

/** A list window's footer: how many records, and first / previous / next / last page. */
export function ListPager({ meta, position, onMove }: { meta: PageMeta; position: Position; onMove: (to: Position) => void }) {
  const t = useTranslations('list');
  return (
    <footer className="flex items-center gap-2 border-t border-slate-200 px-3 py-1.5 text-xs text-slate-600">
      <span>
        {meta.totalCountCapped
          ? t('totalMore', { count: meta.totalCount })
          : meta.totalCountEstimated
            ? t('totalAbout', { count: meta.totalCount })
            : t('total', { count: meta.totalCount })}
      </span>
      <nav aria-label={t('pages')} className="ml-auto flex items-center gap-1">
        <button type="button" aria-label={t('first')} disabled={!meta.prevCursor} onClick={() => onMove(FIRST)} className="rounded px-2 py-0.5 hover:bg-slate-100 disabled:opacity-40">
          «
        </button>
        <button
          type="button"
          disabled={!meta.prevCursor}
          onClick={() => onMove(position.page <= 2 ? FIRST : { page: position.page - 1, cursor: ['before', meta.prevCursor!] })}
          className="rounded px-2 py-0.5 hover:bg-slate-100 disabled:opacity-40"
        >
          ‹ {t('previous')}
        </button>
        <span>{t('page', { page: position.page, pages: Math.max(pageCount(meta), position.page) })}</span>
        <button
          type="button"
          disabled={!meta.nextCursor}
          onClick={() => onMove({ page: position.page + 1, cursor: ['after', meta.nextCursor!] })}
          className="rounded px-2 py-0.5 hover:bg-slate-100 disabled:opacity-40"
        >
          {t('next')} ›
        </button>
        <button
          type="button"
          aria-label={t('last')}
          disabled={!meta.nextCursor}
          onClick={() => onMove({ page: pageCount(meta), cursor: ['before', 'end'], perPage: lastPageSize(meta) })}
          className="rounded px-2 py-0.5 hover:bg-slate-100 disabled:opacity-40"
        >
          »
        </button>
      </nav>
    </footer>
  );
}
