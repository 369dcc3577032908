'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useInvalidateAfter } from '@/components/data/queries';
import { apiFetch } from '@/components/base/api';
import { useCanRead, useCanSee } from '@/components/base/collections';
import { useDesk } from '@/components/base/desk';
import { useDesktop } from '@/components/base/desktop';
import { useGemTitle } from '@/components/base/gem-title';
import { useToast } from '@/components/base/toast';
import { dockByTab } from '@/lib/workspace/dock';
import { gemUsable } from '@/lib/workspace/gems';
import type { WindowState } from '@/lib/workspace/windows';

type Gem = { id: number; section: number; is_hidden: number; available: number };

/** "Add Gems": the gems of this tab's section (all of them on the dashboard), to tick and add. */
export default function AddGemsWindow({ window: w }: { window: WindowState }) {
  const tabId = Number(w.args[0] ?? 1);
  const t = useTranslations('gemsWindow');
  const td = useTranslations('gemDescriptions');
  const title = useGemTitle();
  const toast = useToast();
  const { close } = useDesktop();
  const canSee = useCanSee();
  const canRead = useCanRead();
  const { gems: declared } = useDesk();
  const [gems, setGems] = useState<Gem[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [placed, setPlaced] = useState<Set<number>>(new Set());
  const [chosen, setChosen] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const invalidateAfter = useInvalidateAfter();

  useEffect(() => {
    const section = dockByTab(tabId)?.section ?? null;
    // Only gems that open a real window are offered; the rest arrive with their features.
    apiFetch<{ items: Gem[] }>('gems').then((r) => {
      setGems(r.items.filter((g) => g.available && gemUsable(declared, g.id, canSee, canRead) && (section === null || g.section === section)));
      setLoaded(true);
    });
    apiFetch<{ items: { gem_id: number }[] }>(`user-gems/all?filter[tab_id]=${tabId}`).then((r) => setPlaced(new Set(r.items.map((g) => g.gem_id))));
  }, [tabId, canSee, canRead, declared]);

  const add = async () => {
    setSaving(true);
    try {
      for (const gemId of chosen) await apiFetch('user-gems', { method: 'POST', body: { tab_id: tabId, gem_id: gemId, data: {} } });
      void invalidateAfter('user-gems');
      toast({ kind: 'success', title: t('added'), detail: t('addedDetail') });
      close(w.id);
    } catch (e) {
      toast({ kind: 'warning', title: (e as Error).message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex h-full flex-col text-sm">
      <div className="min-h-0 flex-1 overflow-auto">
        <table className="w-full">
          <thead className="sticky top-0 bg-slate-100 text-left">
            <tr>
              <th className="w-8 px-3 py-2" />
              <th className="px-3 py-2 font-medium">{t('title')}</th>
              <th className="px-3 py-2 font-medium">{t('description')}</th>
              <th className="px-3 py-2 font-medium">{t('hidden')}</th>
            </tr>
          </thead>
          <tbody>
            {gems.map((g) => (
              <tr key={g.id} className="border-t border-slate-100">
                <td className="px-3 py-1.5">
                  <input
                    type="checkbox"
                    aria-label={title(g.id)}
                    disabled={placed.has(g.id)}
                    checked={placed.has(g.id) || chosen.includes(g.id)}
                    onChange={(e) => setChosen(e.target.checked ? [...chosen, g.id] : chosen.filter((c) => c !== g.id))}
                  />
                </td>
                <td className="px-3 py-1.5">{title(g.id)}</td>
                <td className="px-3 py-1.5 text-slate-600">
                  {td.has(String(g.id)) ? td(String(g.id)) : null}
                  {placed.has(g.id) ? <span className="ml-1 text-xs text-slate-500">({t('onTab')})</span> : null}
                </td>
                <td className="px-3 py-1.5">{g.is_hidden ? t('yes') : t('no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {loaded && gems.length === 0 ? <p className="px-3 py-4 text-slate-500">{t('noneAvailable')}</p> : null}
      </div>
      <footer className="flex justify-end gap-2 border-t border-slate-200 bg-slate-50 px-4 py-2">
        <button type="button" onClick={() => close(w.id)} className="rounded-md px-3 py-1.5 hover:bg-slate-200">
          {t('cancel')}
        </button>
        <button type="button" disabled={chosen.length === 0 || saving} onClick={add} className="rounded-md bg-brand px-4 py-1.5 text-white disabled:opacity-50">
          {t('addSelected')}
        </button>
      </footer>
    </div>
  );
}
