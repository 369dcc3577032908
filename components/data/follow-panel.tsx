'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useFormats } from '@/components/data/formats';
import { useFollow, useInvalidateAfter } from '@/components/data/queries';

/**
 * Work an action handed to the queue (its 202 answer: a run record at `path`), followed until it
 * ends: how far it is, then how it ended. What the action changes is read again when it ends, as
 * it was when the action answered.
 */
export function FollowPanel({ path, collection, action, title, onClose }: { path: string; collection: string; action: string; title: string; onClose: () => void }) {
  const t = useTranslations('actions');
  const formats = useFormats();
  const run = useFollow(path.split('/')[0], path).data;
  const invalidateAfter = useInvalidateAfter();
  const ended = run?.state === 'done' || run?.state === 'failed';
  useEffect(() => {
    if (ended) void invalidateAfter(collection, action);
  }, [ended, invalidateAfter, collection, action]);
  const counts = { done: formats.number(run?.issued ?? 0), total: formats.number(run?.planned ?? 0) };
  return (
    <section role="status" aria-live="polite" aria-label={title} className="absolute bottom-3 right-3 z-10 w-80 rounded border border-slate-300 bg-white p-3 text-sm shadow-lg">
      <h3 className="font-medium">{title}</h3>
      {run?.state === 'failed' ? (
        <p className="mt-1 text-red-700">{t('followFailed', { ...counts, error: run.error ?? '' })}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">{t(run?.state === 'done' ? 'followDone' : 'followRunning', counts)}</p>
          <progress className="mt-2 w-full" max={run?.planned || 1} value={run?.issued ?? 0} />
        </>
      )}
      {ended ? (
        <button type="button" className="mt-2 rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100" onClick={onClose}>
          {t('followClose')}
        </button>
      ) : null}
    </section>
  );
}
