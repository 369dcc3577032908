import type { DeskWindow, Hub } from '@/lib/engine/module';

/**
 * The hub a collection belongs to among `hubs` (the modules' hubs, which the browser reads from
 * the desk), if any: the one whose first tab is `within` (the hub the window's tabs were opened
 * in: deposits are a tab of Banking and of Processing), else the first.
 */
export const hubOf = (hubs: Hub[], collection: string, within?: string) =>
  hubs.find((hub) => hub.tabs[0] === within && hub.tabs.includes(collection)) ?? hubs.find((hub) => hub.tabs.includes(collection)) ?? null;

/** A hub tab that is a window of its own (the checks' Print Queue), with its label and the collection it shows. */
export const hubViewOf = (hubs: Hub[], tab: string) => hubs.find((hub) => hub.views && Object.hasOwn(hub.views, tab))?.views?.[tab];

/**
 * The print queue hub (gem 194) and the e-mail queue: the documents flagged to print or to
 * e-mail, by type: the collections whose window is `queued` (the desk's), in their order.
 */
export const queueTabsOf = (windows: Record<string, DeskWindow>) => Object.keys(windows).filter((c) => windows[c].queued);
export const QUEUES = ['print', 'email'] as const;
/** The documents of every type waiting in either queue, as one collection (lib/modules/sales/processing.ts). */
export const PROCESSING = 'processing';
export type Queue = (typeof QUEUES)[number];
