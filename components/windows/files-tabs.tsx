'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useCanSee } from '@/components/base/collections';
import { withTimeout } from '@/components/base/chunk-boundary';
import { useResourceMeta } from '@/components/data/meta';
import { useApi } from '@/components/data/queries';
import type { WindowState } from '@/lib/workspace/windows';

const RecordFiles = dynamic(withTimeout(() => import('./record-files')));
const RecordComments = dynamic(withTimeout(() => import('./record-comments')));

type Tab = 'details' | 'files' | 'comments';

/**
 * A record's window (`form` of a collection and an id), the generic one or one of its own (a
 * payment's, a deposit's): for a saved record of a collection whose records take files (`GET
 * /files/linkable`, read from the resource definitions on the server: customers, employees,
 * vendors, invoices, bills, payments, deposits...) a Files tab with the files linked to it beside
 * its details; for one of a collection whose records take comments (`comments` of its `/meta`: a
 * task's), a Comments tab saying how many (`commentsCount`). The details stay mounted behind the
 * tabs, so edits not yet saved are kept.
 */
export function FilesTabs({ window: w, children }: { window: WindowState; children: ReactNode }) {
  const t = useTranslations('files');
  const tc = useTranslations('recordComments');
  const [collection, id] = w.args;
  const canSee = useCanSee();
  const saved = w.kind === 'form' && !!id && /^\d+$/.test(id);
  const linkable = useApi<{ items: string[] }>('files', saved && canSee('files') ? 'files/linkable' : null).data?.items ?? [];
  const meta = useResourceMeta(collection);
  const comments = saved ? (meta?.comments ?? null) : null;
  const counted = useApi<{ commentsCount?: number }>(collection, comments && meta?.expand.includes('commentsCount') ? `${collection}/${id}?expand=commentsCount` : null).data?.commentsCount;
  const [tab, setTab] = useState<Tab>('details');
  const files = saved && linkable.includes(collection);
  const tabbed = files || !!comments;
  const tabButton = (name: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={tab === name}
      onClick={() => setTab(name)}
      className={`rounded-t px-3 py-1 text-xs ${tab === name ? 'border border-b-0 border-slate-200 bg-white font-medium' : 'text-slate-600 hover:bg-slate-100'}`}
    >
      {label}
    </button>
  );
  // The details keep their place in the tree whether or not the tabs are shown: shown once
  // `files/linkable` answers (or once a new record is saved), they must not remount the form,
  // which would lose what the person typed meanwhile or the confirmation they had opened.
  return (
    <div className="flex min-h-full flex-col">
      {tabbed ? (
        <div role="tablist" className="flex gap-1 border-b border-slate-200 bg-slate-50 px-3 pt-1.5">
          {tabButton('details', t('details'))}
          {files ? tabButton('files', t('filesTab')) : null}
          {comments ? tabButton('comments', tc('tab', { n: counted ?? 0 })) : null}
        </div>
      ) : null}
      <div className={`${!tabbed || tab === 'details' ? 'flex' : 'hidden'} min-h-0 flex-1 flex-col`}>{children}</div>
      {tab === 'files' && files ? <RecordFiles collection={collection} id={Number(id)} /> : null}
      {tab === 'comments' && comments ? <RecordComments comments={comments} id={Number(id)} canAdd={!!meta?.can.includes('edit')} /> : null}
    </div>
  );
}
