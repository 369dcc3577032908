'use client';

import { useTranslations } from 'next-intl';
import { useQueries } from '@tanstack/react-query';
import { apiKey } from '@/components/data/changes';
import { apiFetch } from '@/components/base/api';
import { useCanSee, useCollections } from '@/components/base/collections';
import { useDesk } from '@/components/base/desk';
import { useDesktop } from '@/components/base/desktop';
import { useTerms } from '@/components/base/terms';
import { hubOf } from '@/lib/workspace/hubs';
import type { WindowState } from '@/lib/workspace/windows';

/** How many records wait in the tabs that count them (their list filters), each read again whenever its collection changes (an approval moves items to To Be Paid). */
function useWaitingCounts(filters: Record<string, Record<string, string>> | null): Record<string, number> {
  const counted = Object.entries(filters ?? {}).map(([name, filter]) => {
    const query = new URLSearchParams(Object.entries(filter).map(([field, value]) => [`filter[${field}]`, value]));
    const path = `${name}/count?${query}`;
    return { name, query: { queryKey: apiKey(name, path), queryFn: () => apiFetch<{ count: number }>(path) } };
  });
  // Each count on its own: one the person may not read (403) leaves the others shown.
  const answers = useQueries({ queries: counted.map((c) => c.query) });
  return Object.fromEntries(counted.flatMap((c, i) => (answers[i].data ? [[c.name, answers[i].data.count]] : [])));
}

/**
 * The sibling collections (and views) of a hub the user may open (useCollections holds
 * only those; a view goes with the collection it shows), as tabs: each opens in this window's place,
 * in the same hub (its third argument); the hub's settings open in a form of their own, named by
 * their terminology (Invoice Settings, Mail Settings).
 */
export function HubTabs({ window: w, collection }: { window: WindowState; collection: string }) {
  const t = useTranslations('list');
  const tw = useTranslations('window');
  const { replace, open } = useDesktop();
  const collections = useCollections();
  const terms = useTerms();
  const canSee = useCanSee();
  const { hubs } = useDesk();
  const hub = hubOf(hubs, collection, w.args[2]);
  const counts = useWaitingCounts(hub?.counts ?? null);
  if (!hub) return null;
  return (
    <nav aria-label={t('hub')} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 px-3 pt-1.5">
      {hub.tabs.filter((name) => canSee(hub.views?.[name]?.of ?? name)).map((name) => (
        <button
          key={name}
          type="button"
          aria-current={name === collection ? 'page' : undefined}
          onClick={() => name !== collection && replace(w.id, 'list', [name, '', hub.tabs[0]])}
          className={`rounded-t px-3 py-1 text-xs ${name === collection ? 'border border-b-0 border-slate-200 bg-white font-medium' : 'text-slate-600 hover:bg-slate-100'}`}
        >
          {hub.views?.[name] ? tw(hub.views[name].label as never) : terms.plural(collections[name]?.terminology ?? name, name)}
          {counts[name] !== undefined ? (
            <span data-testid={`hub-count-${name}`} className="ml-1.5 rounded-full bg-amber-500 px-1.5 text-[10px] font-semibold text-white">
              {counts[name]}
            </span>
          ) : null}
        </button>
      ))}
      {hub.settings ? (
        <button type="button" onClick={() => open('form', [hub.settings!, 'settings'])} className="ml-auto rounded-t px-3 py-1 text-xs text-slate-600 hover:bg-slate-100">
          {/* The settings' own name (Invoice Settings, Payables Aging Settings), in the company's terminology. */}
          {terms.singular(collections[hub.settings]?.terminology ?? hub.settings, t('hubSettings'))}
        </button>
      ) : null}
    </nav>
  );
}
