import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AREAS, DOCK, type DockItem } from '@/lib/workspace/dock';
import { Briefcase, Calculator, Calendar, ChartColumn, Clock, FolderOpen, HandCoins, LayoutDashboard, ListTodo, MessageSquare, Package, Receipt, Users, Wallet, Wrench, type LucideIcon } from 'lucide-react';

/** The areas' icons (lucide, the workspace's one icon set). */
const DOCK_ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  accounting: Calculator,
  payables: Wallet,
  payroll: HandCoins,
  billing: Receipt,
  assets: Package,
  reports: ChartColumn,
  time: Clock,
  jobs: Briefcase,
  crm: Users,
  tools: Wrench,
  files: FolderOpen,
  calendar: Calendar,
  messages: MessageSquare,
  planner: ListTodo,
};

/** Where a dock item leads: an area's tabbed view at its tab id, or its own page. */
export function dockHref(item: DockItem): string {
  if (item.key === 'dashboard') return '/';
  if (item.key === 'files') return `/file/${item.tabId}`;
  return AREAS.has(item.key) ? `${item.path}/${item.tabId}` : item.path;
}

/**
 * The dock: the 15 areas of spec section 2, at the bottom of the workspace, each an icon over
 * its name; below 640px the icons alone (the name stays its accessible name and tooltip), and
 * where even they do not fit the dock scrolls with a visible scroll bar.
 */
export async function Dock() {
  const t = await getTranslations('dock');
  return (
    <nav aria-label={t('label')} className="fixed inset-x-0 bottom-0 z-[400] flex justify-center">
      <ul className="ws-dock m-1.5 flex max-w-[calc(100%-0.75rem)] gap-0.5 overflow-x-auto rounded-2xl bg-white/90 p-1 shadow-lg ring-1 ring-slate-200 backdrop-blur">
        {DOCK.map((item) => {
          const Icon = DOCK_ICONS[item.key];
          return (
            <li key={item.key} className="shrink-0">
              <Link href={dockHref(item)} data-tab={item.tabId} title={t(item.key)} className="flex flex-col items-center gap-0.5 rounded-xl px-2 py-1 text-[11px] leading-none font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 sm:min-w-14">
                <Icon aria-hidden className="size-5 text-slate-600" />
                <span className="sr-only sm:not-sr-only">{t(item.key)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
