'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { createElement } from 'react';
import { useFormats } from '@/components/data/formats';
import { useList, useWrite } from '@/components/data/queries';
import { gemById, gemUsable, listArgs } from '@/lib/workspace/gems';
import { useCanRead, useCanSee } from '@/components/base/collections';
import { useDesk } from '@/components/base/desk';
import { useDesktop } from '@/components/base/desktop';
import { useGemTitle } from '@/components/base/gem-title';
import { gemIcon } from './icons';

type Figure = { count: number } | { money: string };
type Placed = { id: number; gem_id: number; figure: Figure | null };

/** The figure beside a gem's icon, in the person's language: a count (12) or money ($1,250.00). */
function FigureOf({ figure }: { figure: Figure }) {
  const formats = useFormats();
  const money = 'money' in figure;
  return (
    <span data-testid="gem-figure" className={`leading-none font-semibold text-slate-800 tabular-nums ${money ? 'text-sm' : 'text-2xl'}`}>
      {money ? formats.money(figure.money) : formats.number(figure.count)}
    </span>
  );
}

/** A gem: its icon, its figure where one fits, its title. */
function GemButton({ placed, title, onOpen }: { placed: Placed; title: string; onOpen: (newCopy: boolean) => void }) {
  const gem = gemById(useDesk().gems, placed.gem_id);
  return (
    <button
      type="button"
      data-gem={placed.gem_id}
      onClick={(e) => onOpen(e.altKey || e.ctrlKey)}
      className="flex h-28 w-40 flex-col justify-between rounded-xl bg-white p-3 text-left shadow-sm ring-1 ring-slate-200 hover:shadow-md hover:ring-brand"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand">
          {createElement(gemIcon(placed.gem_id, gem?.section), { 'aria-hidden': true, className: 'size-5' })}
        </span>
        {placed.figure ? <FigureOf figure={placed.figure} /> : null}
      </span>
      <span className="text-sm leading-tight font-medium text-slate-800">{title}</span>
    </button>
  );
}

/** An area tab's gems: click one to open its window (alt/ctrl-click for another copy); add or remove gems. */
export function GemsBoard({ tabId }: { tabId: number }) {
  const t = useTranslations('gemsBoard');
  const title = useGemTitle();
  const { open } = useDesktop();
  const canSee = useCanSee();
  const canRead = useCanRead();
  const desk = useDesk();
  // The board shows the figures of what its gems open: a change to one of those reads it again.
  const counted = desk.gems.flatMap((g) => (g.window?.kind === 'list' ? [g.window.resource] : []));
  const gems = useList<Placed>('user-gems', { 'filter[tab_id]': String(tabId), sort: 'position', expand: 'figure' }, { view: 'all', reads: counted }).data?.items ?? null;
  const write = useWrite();

  const openGem = (gemId: number, newCopy: boolean) => {
    const target = gemById(desk.gems, gemId)?.window;
    if (!target) return open('missing', [String(gemId)], { newCopy });
    if (target.kind === 'list') return open('list', listArgs(target), { newCopy });
    if (target.kind === 'report') return open('report', [target.report], { newCopy });
    if (target.kind === 'queue') return open('queue', [target.queue, 'invoices'], { newCopy });
    if (target.kind === 'tool') return open('tool', [target.tool], { newCopy });
    open('settings', [], { newCopy });
  };
  const remove = (placed: Placed) => write(`user-gems/${placed.id}`, { method: 'DELETE' }, 'user-gems');

  return (
    // The bottom padding keeps the last gems clear of the dock, which floats over the page.
    <section aria-label={t('label')} data-loaded={gems !== null} className="p-4 pb-28">
      <div className="flex flex-wrap gap-3">
        {(gems ?? []).filter((g) => gemUsable(desk.gems, g.gem_id, canSee, canRead)).map((g) => (
          <div key={g.id} className="group relative">
            <GemButton placed={g} title={title(g.gem_id)} onOpen={(newCopy) => openGem(g.gem_id, newCopy)} />
            <button type="button" aria-label={t('remove', { gem: title(g.gem_id) })} onClick={() => remove(g)} className="absolute right-1 bottom-1 hidden rounded p-0.5 text-slate-400 group-hover:block hover:bg-slate-100 focus:block">
              <X aria-hidden className="size-3.5" />
            </button>
          </div>
        ))}
        <button type="button" onClick={() => open('gems', [String(tabId)])} className="flex h-28 w-40 items-center justify-center rounded-xl border-2 border-dashed border-slate-300 text-sm font-medium text-slate-600 hover:border-brand hover:text-brand">
          + {t('addGems')}
        </button>
      </div>
      {gems && gems.length === 0 ? <p className="mt-3 text-sm text-slate-500">{t('empty')}</p> : null}
    </section>
  );
}
