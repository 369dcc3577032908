'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useInvalidateAfter, useList } from '@/components/data/queries';
import { apiFetch } from '@/components/base/api';
import { useCanRead, useCanSee } from '@/components/base/collections';
import { useDesk } from '@/components/base/desk';
import { useDesktop } from '@/components/base/desktop';
import { useGemTitle } from '@/components/base/gem-title';
import { DataTable } from '@/components/base/data-table';
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
  const section = dockByTab(tabId)?.section ?? null;
  // The catalogue of gems and those already on the tab, through the shared cache (adding one makes the tab's stale).
  const catalogue = useList<Gem>('gems');
  const onTab = useList<{ gem_id: number }>('user-gems', { 'filter[tab_id]': String(tabId) }, { view: 'all' }).data?.items;
  const placed = new Set((onTab ?? []).map((g) => g.gem_id));
  // Only gems that open a real window are offered; the rest arrive with their features.
  const gems = (catalogue.data?.items ?? []).filter((g) => g.available && gemUsable(declared, g.id, canSee, canRead) && (section === null || g.section === section));
  const loaded = catalogue.isSuccess;
  const [chosen, setChosen] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const invalidateAfter = useInvalidateAfter();

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
        <DataTable
          label={t('title')}
          rows={gems}
          columns={[
            { id: 'title', header: t('title'), cell: (g) => title(g.id) },
            {
              id: 'description',
              header: t('description'),
              cell: (g) => (
                <span className="text-slate-600">
                  {td.has(String(g.id)) ? td(String(g.id)) : null}
                  {placed.has(g.id) ? <span className="ml-1 text-xs text-slate-500">({t('onTab')})</span> : null}
                </span>
              ),
            },
            { id: 'hidden', header: t('hidden'), cell: (g) => (g.is_hidden ? t('yes') : t('no')) },
          ]}
          // A gem already on the tab is not offered again.
          selection={{ chosen: new Set(chosen), onChange: (next) => setChosen([...next]), choosable: (g) => !placed.has(g.id), rowLabel: (g) => title(g.id), allLabel: t('chooseAll') }}
        />
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
