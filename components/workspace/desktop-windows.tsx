'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { FilesTabs } from '@/components/windows/files-tabs';
import { RESOURCE_WINDOWS } from '@/components/windows/resource-windows';
import { ownWindowOf, windowWidth } from '@/lib/workspace/window-widths';
import { dockByTab } from '@/lib/workspace/dock';
import { gemOfList } from '@/lib/workspace/gems';
import { hubViewOf } from '@/lib/workspace/hubs';
import { isOwnSetting, isShown, OWN_SETTINGS, type WindowKind, type WindowState } from '@/lib/workspace/windows';
import { ChunkBoundary, withTimeout } from '@/components/base/chunk-boundary';
import { useCollections } from '@/components/base/collections';
import { useDesk } from '@/components/base/desk';
import { useDesktop } from '@/components/base/desktop';
import { useGemTitle } from '@/components/base/gem-title';
import { WINDOW_ICONS } from './icons';
import { useTerms } from '@/components/base/terms';
import { WindowFrame } from './window-frame';

type WindowProps = { window: WindowState };

function Loading() {
  return <p className="p-4 text-sm text-slate-500">…</p>;
}

/** The registry of window kinds, each loaded only when first opened (code split per kind). */
const WINDOWS: Record<WindowKind, React.ComponentType<WindowProps>> = {
  list: dynamic(withTimeout(() => import('@/components/windows/list-window')), { loading: Loading }),
  // A record's form, with its Files tab where its collection's records take files.
  form: dynamic(withTimeout(() => import('@/components/windows/record-window')), { loading: Loading }),
  gems: dynamic(withTimeout(() => import('@/components/windows/add-gems-window')), { loading: Loading }),
  report: dynamic(withTimeout(() => import('@/components/windows/report-window')), { loading: Loading }),
  ledger: dynamic(withTimeout(() => import('@/components/windows/ledger-window')), { loading: Loading }),
  settings: dynamic(withTimeout(() => import('@/components/windows/settings-window')), { loading: Loading }),
  missing: dynamic(withTimeout(() => import('@/components/windows/missing-window')), { loading: Loading }),
  pdf: dynamic(withTimeout(() => import('@/components/windows/pdf-window')), { loading: Loading }),
  queue: dynamic(withTimeout(() => import('@/components/windows/queue-window')), { loading: Loading }),
  tool: dynamic(withTimeout(() => import('@/components/windows/tools/tool-window')), { loading: Loading }),
};

function KindIcon({ kind }: { kind: WindowKind }) {
  const Icon = WINDOW_ICONS[kind];
  return <Icon aria-hidden className="size-4 shrink-0" />;
}

/**
 * The title of a window: start label, header name (the company's term) and, for a record's
 * form, its title as the window learnt it ("Edit Customer: Acme Ltd"), never internal ids.
 */
function useTitle() {
  const t = useTranslations('window');
  const tr = useTranslations('reports');
  const tt = useTranslations('tools.titles');
  const collections = useCollections();
  const terms = useTerms();
  const gemTitle = useGemTitle();
  const { captions } = useDesktop();
  const { hubs, gems } = useDesk();
  return (w: WindowState) => {
    const [first, second] = w.args;
    const info = collections[first];
    const icon = <KindIcon kind={w.kind} />;
    switch (w.kind) {
      case 'list': {
        const view = hubViewOf(hubs, first);
        if (view) return { start: '', header: t(view.label as never), icon };
        // A list a gem opens with filters (a filing cabinet) is called as the gem.
        const gem = gemOfList(gems, w.args);
        if (gem) return { start: '', header: gemTitle(gem.id), icon };
        return { start: t('list'), header: info ? terms.plural(info.terminology, first) : first, icon };
      }
      case 'form':
        return { start: second === 'new' ? t('add') : t('edit'), header: info ? terms.singular(info.terminology, first) : first, caption: second === 'new' ? undefined : captions[w.id], icon };
      case 'gems':
        return { start: '', header: t('addGems'), icon };
      case 'report':
        return { start: t('report'), header: tr.has(`names.${first}`) ? tr(`names.${first}`) : first, icon };
      case 'ledger':
        return { start: t('report'), header: tr('names.ledger'), icon };
      case 'settings':
        // The company's settings, or one of the person's own (Look and feel, Two-factor sign-in, password).
        return { start: '', header: isOwnSetting(first) ? t(OWN_SETTINGS[first]) : t('settings'), icon };
      case 'pdf':
        return { start: t('preview'), header: info ? terms.singular(info.terminology, first) : first, caption: captions[w.id], icon };
      case 'queue':
        return { start: '', header: t(first === 'email' ? 'emailQueue' : 'printQueue'), icon };
      case 'tool':
        return { start: '', header: tt.has(first) ? tt(first as never) : first, icon };
      default:
        return { start: '', header: gemTitle(Number(first)), icon };
    }
  };
}

/** Every open window, and the tray of those not shown (minimised, or of another dock tab). */
export function DesktopWindows() {
  const { desktop, restore } = useDesktop();
  const { windows } = useDesk();
  const title = useTitle();
  const t = useTranslations('window');
  const tDock = useTranslations('dock');
  const waiting = desktop.windows.filter((w) => !isShown(desktop, w));
  return (
    <>
      {/* The desktop: between the top bar and the dock; only the windows take clicks. */}
      <div className="pointer-events-none fixed inset-x-0 top-12 bottom-16 z-[300] [&>*]:pointer-events-auto">
      {desktop.windows.map((w) => {
        const own = ownWindowOf(windows, w.kind, w.args);
        const Content = (own && RESOURCE_WINDOWS[own]) || WINDOWS[w.kind];
        return (
          <WindowFrame key={w.id} window={w} title={title(w)} width={windowWidth(windows, w.kind, w.kind === 'list' || w.kind === 'form' ? w.args[0] : undefined)}>
            <ChunkBoundary label={t('chunkFailed')}>
              {/* A record's window of its own (a payment's, a deposit's) has the Files tab the generic one has. */}
              {own && w.kind === 'form' ? (
                <FilesTabs window={w}>
                  <Content window={w} />
                </FilesTabs>
              ) : (
                <Content window={w} />
              )}
            </ChunkBoundary>
          </WindowFrame>
        );
      })}
      </div>
      {/* Above the windows (z-300), below the dock (z-400). */}
      {waiting.length ? (
        <nav aria-label={t('tray')} className="fixed right-2 bottom-16 z-[350] flex max-h-[40vh] flex-col gap-1 overflow-y-auto">
          {waiting.map((w) => {
            const { icon, header, caption } = title(w);
            const elsewhere = w.tab === desktop.tab ? null : dockByTab(w.tab);
            return (
              <button key={w.id} type="button" onClick={() => restore(w.id)} className="flex max-w-64 items-center gap-1.5 rounded-md bg-slate-800 px-3 py-1.5 text-left text-xs text-white shadow-lg hover:bg-slate-700">
                {icon}
                <span className="truncate">{caption ? `${header}: ${caption}` : header}</span>
                {elsewhere ? <span className="shrink-0 text-slate-400">· {tDock(elsewhere.key)}</span> : null}
              </button>
            );
          })}
        </nav>
      ) : null}
    </>
  );
}
