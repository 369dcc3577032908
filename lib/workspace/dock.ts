/** The dock of spec section 2: name, path and tab id, and the gem section each area shows. */
export type DockItem = { key: string; path: string; tabId: number; section: number | null };

export const DOCK: DockItem[] = [
  { key: 'dashboard', path: '/', tabId: 1, section: null },
  { key: 'accounting', path: '/accounting', tabId: 2, section: 2 },
  { key: 'payables', path: '/payables', tabId: 3, section: 8 },
  { key: 'payroll', path: '/payroll', tabId: 4, section: 9 },
  { key: 'billing', path: '/billing', tabId: 5, section: 4 },
  { key: 'assets', path: '/assets', tabId: 6, section: 3 },
  { key: 'reports', path: '/reports', tabId: 7, section: 10 },
  { key: 'time', path: '/time', tabId: 8, section: 11 },
  { key: 'jobs', path: '/jobs', tabId: 9, section: 7 },
  { key: 'crm', path: '/crm', tabId: 10, section: 5 },
  { key: 'tools', path: '/tools', tabId: 11, section: 12 },
  { key: 'files', path: '/files', tabId: 12, section: 6 },
  { key: 'calendar', path: '/calendar', tabId: 13, section: null },
  { key: 'messages', path: '/messages', tabId: 14, section: null },
  { key: 'planner', path: '/planner', tabId: 15, section: null },
];

/** The areas that share the tabbed area view (`/accounting/{tab_id}` ...). */
export const AREAS = new Set(['accounting', 'assets', 'billing', 'crm', 'jobs', 'messages', 'payables', 'payroll', 'reports', 'time', 'tools']);

export const dockItem = (key: string) => DOCK.find((d) => d.key === key);
export const dockByTab = (tabId: number) => DOCK.find((d) => d.tabId === tabId);

/** The dock tab a workspace path shows: `/crm/10` is tab 10, `/planner` its item's tab, `/` the dashboard. */
export function tabOfPath(pathname: string): number {
  const numbered = /^\/[\w-]+\/(\d+)/.exec(pathname);
  if (numbered) return Number(numbered[1]);
  return DOCK.find((d) => d.path !== '/' && pathname.startsWith(d.path))?.tabId ?? 1;
}
