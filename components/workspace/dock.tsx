import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AREAS, DOCK, type DockItem } from '@/lib/workspace/dock';

/** Where a dock item leads: an area's tabbed view at its tab id, or its own page. */
export function dockHref(item: DockItem): string {
  if (item.key === 'dashboard') return '/';
  if (item.key === 'files') return `/file/${item.tabId}`;
  return AREAS.has(item.key) ? `${item.path}/${item.tabId}` : item.path;
}

/** The dock: the 15 areas of spec section 2, at the bottom of the workspace. */
export async function Dock() {
  const t = await getTranslations('dock');
  return (
    <nav aria-label={t('label')} className="fixed inset-x-0 bottom-0 z-[400] flex justify-center">
      <ul className="m-2 flex max-w-full gap-1 overflow-x-auto rounded-2xl bg-white/90 p-1.5 shadow-lg ring-1 ring-slate-200 backdrop-blur">
        {DOCK.map((item) => (
          <li key={item.key}>
            <Link href={dockHref(item)} data-tab={item.tabId} className="block rounded-xl px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100">
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
