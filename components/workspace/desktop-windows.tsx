'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { RESOURCE_WINDOWS } from '@/components/windows/resource-windows';
import { windowWidth } from '@/lib/workspace/window-widths';
import type { WindowKind, WindowState } from '@/lib/workspace/windows';
import { ChunkBoundary, withTimeout } from './chunk-boundary';
import { useCollections } from './collections';
import { useDesktop } from './desktop';
import { useGemTitle } from './gem-title';
import { useTerms } from './terms';
import { WindowFrame } from './window-frame';

type WindowProps = { window: WindowState };

function Loading() {
  return <p className="p-4 text-sm text-slate-500">…</p>;
}

/** The registry of window kinds, each loaded only when first opened (code split per kind). */
const WINDOWS: Record<WindowKind, React.ComponentType<WindowProps>> = {
  list: dynamic(withTimeout(() => import('@/components/windows/list-window')), { loading: Loading }),
  form: dynamic(withTimeout(() => import('@/components/windows/form-window')), { loading: Loading }),
  gems: dynamic(withTimeout(() => import('@/components/windows/add-gems-window')), { loading: Loading }),
  report: dynamic(withTimeout(() => import('@/components/windows/report-window')), { loading: Loading }),
  ledger: dynamic(withTimeout(() => import('@/components/windows/ledger-window')), { loading: Loading }),
  settings: dynamic(withTimeout(() => import('@/components/windows/settings-window')), { loading: Loading }),
  missing: dynamic(withTimeout(() => import('@/components/windows/missing-window')), { loading: Loading }),
};

const ICONS: Record<WindowKind, string> = { list: '☰', form: '✎', gems: '◆', report: '▤', ledger: '▤', settings: '⚙', missing: '◇' };

/** The title of a window: start label, header name (the company's term) and service name. */
function useTitle() {
  const t = useTranslations('window');
  const tr = useTranslations('reports');
  const collections = useCollections();
  const terms = useTerms();
  const gemTitle = useGemTitle();
  return (w: WindowState) => {
    const [first, second] = w.args;
    const info = collections[first];
    const service = info?.domainId ? `#${info.domainId}` : undefined;
    switch (w.kind) {
      case 'list':
        return { start: t('list'), header: info ? terms.plural(info.terminology, first) : first, service, icon: ICONS.list };
      case 'form':
        return { start: second === 'new' ? t('add') : t('edit'), header: info ? terms.singular(info.terminology, first) : first, service: second === 'new' ? service : `${service ?? ''} ${second}`.trim(), icon: ICONS.form };
      case 'gems':
        return { start: '', header: t('addGems'), icon: ICONS.gems };
      case 'report':
        return { start: t('report'), header: tr.has(`names.${first}`) ? tr(`names.${first}`) : first, icon: ICONS.report };
      case 'ledger':
        return { start: t('report'), header: tr('names.ledger'), service: `#58 ${first}`, icon: ICONS.ledger };
      case 'settings':
        return { start: '', header: t('settings'), icon: ICONS.settings };
      default:
        return { start: '', header: gemTitle(Number(first)), icon: ICONS.missing };
    }
  };
}

/** Every open window, and the tray of minimised ones. */
export function DesktopWindows() {
  const { desktop, restore } = useDesktop();
  const title = useTitle();
  const t = useTranslations('window');
  const minimized = desktop.windows.filter((w) => w.minimized);
  return (
    <>
      {/* The desktop: between the top bar and the dock; only the windows take clicks. */}
      <div className="pointer-events-none fixed inset-x-0 top-12 bottom-16 z-[300] [&>*]:pointer-events-auto">
      {desktop.windows.map((w) => {
        const Content = (w.kind === 'list' || w.kind === 'form' ? RESOURCE_WINDOWS[w.args[0]]?.[w.kind] : undefined) ?? WINDOWS[w.kind];
        return (
          <WindowFrame key={w.id} window={w} title={title(w)} width={windowWidth(w.kind, w.kind === 'list' || w.kind === 'form' ? w.args[0] : undefined)}>
            <ChunkBoundary label={t('chunkFailed')}>
              <Content window={w} />
            </ChunkBoundary>
          </WindowFrame>
        );
      })}
      </div>
      {minimized.length ? (
        <nav aria-label={t('tray')} className="fixed right-2 bottom-16 z-[200] flex flex-col gap-1">
          {minimized.map((w) => (
            <button key={w.id} type="button" onClick={() => restore(w.id)} className="rounded bg-slate-800 px-3 py-1 text-left text-xs text-white shadow">
              {title(w).icon} {title(w).header}
            </button>
          ))}
        </nav>
      ) : null}
    </>
  );
}
