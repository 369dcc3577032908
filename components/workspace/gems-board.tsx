'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useChanges } from '@/components/data/meta';
import { gemById } from '@/lib/workspace/gems';
import { apiFetch } from './api';
import { useDesktop } from './desktop';
import { useGemTitle } from './gem-title';

type Placed = { id: number; gem_id: number };

/** An area tab's gems: click one to open its window (alt/ctrl-click for another copy); add or remove gems. */
export function GemsBoard({ tabId }: { tabId: number }) {
  const t = useTranslations('gemsBoard');
  const title = useGemTitle();
  const { open } = useDesktop();
  const [gems, setGems] = useState<Placed[] | null>(null);
  const load = useCallback(() => {
    apiFetch<{ items: Placed[] }>(`user-gems/all?filter[tab_id]=${tabId}&sort=position`).then((r) => setGems(r.items));
  }, [tabId]);
  useEffect(load, [load]);
  useChanges('user-gems', load);

  const openGem = (gemId: number, newCopy: boolean) => {
    const target = gemById(gemId)?.window;
    if (!target) return open('missing', [String(gemId)], { newCopy });
    if (target.kind === 'list') return open('list', [target.resource], { newCopy });
    if (target.kind === 'report') return open('report', [target.report], { newCopy });
    open('settings', [], { newCopy });
  };
  const remove = async (placed: Placed) => {
    await apiFetch(`user-gems/${placed.id}`, { method: 'DELETE' });
    load();
  };

  return (
    <section aria-label={t('label')} data-loaded={gems !== null} className="p-4">
      <div className="flex flex-wrap gap-3">
        {(gems ?? []).map((g) => (
          <div key={g.id} className="group relative">
            <button
              type="button"
              data-gem={g.gem_id}
              onClick={(e) => openGem(g.gem_id, e.altKey || e.ctrlKey)}
              className="flex h-24 w-40 items-end rounded-xl bg-white p-3 text-left font-medium shadow-sm ring-1 ring-slate-200 hover:ring-brand"
            >
              {title(g.gem_id)}
            </button>
            <button type="button" aria-label={t('remove', { gem: title(g.gem_id) })} onClick={() => remove(g)} className="absolute top-1 right-1 hidden rounded px-1 text-slate-400 group-hover:block hover:bg-slate-100">
              ×
            </button>
          </div>
        ))}
        <button type="button" onClick={() => open('gems', [String(tabId)])} className="flex h-24 w-40 items-center justify-center rounded-xl border-2 border-dashed border-slate-300 text-slate-600 hover:border-brand hover:text-brand">
          + {t('addGems')}
        </button>
      </div>
      {gems && gems.length === 0 ? <p className="mt-3 text-sm text-slate-500">{t('empty')}</p> : null}
    </section>
  );
}
