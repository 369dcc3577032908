'use client';

import { useTranslations } from 'next-intl';
import { useCanSee, useCollections } from '@/components/workspace/collections';
import { useDesktop } from '@/components/workspace/desktop';
import { useTerms } from '@/components/workspace/terms';
import { HUB_VIEWS, hubOf } from '@/lib/workspace/hubs';
import type { WindowState } from '@/lib/workspace/windows';

/**
 * The sibling collections (and views, HUB_VIEWS) of a hub the user may open (useCollections holds
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
  const hub = hubOf(collection, w.args[2]);
  if (!hub) return null;
  return (
    <nav aria-label={t('hub')} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 px-3 pt-1.5">
      {hub.tabs.filter((name) => canSee(Object.hasOwn(HUB_VIEWS, name) ? HUB_VIEWS[name].of : name)).map((name) => (
        <button
          key={name}
          type="button"
          aria-current={name === collection ? 'page' : undefined}
          onClick={() => name !== collection && replace(w.id, 'list', [name, '', hub.tabs[0]])}
          className={`rounded-t px-3 py-1 text-xs ${name === collection ? 'border border-b-0 border-slate-200 bg-white font-medium' : 'text-slate-600 hover:bg-slate-100'}`}
        >
          {Object.hasOwn(HUB_VIEWS, name) ? tw(HUB_VIEWS[name].label as never) : terms.plural(collections[name]?.terminology ?? name, name)}
        </button>
      ))}
      {hub.settings ? (
        <button type="button" onClick={() => open('form', [hub.settings!, 'settings'])} className="ml-auto rounded-t px-3 py-1 text-xs text-slate-600 hover:bg-slate-100">
          {collections[hub.settings] ? terms.plural(collections[hub.settings].terminology, hub.settings) : t('hubSettings')}
        </button>
      ) : null}
    </nav>
  );
}
