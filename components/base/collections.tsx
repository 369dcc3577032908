'use client';

import { createContext, useCallback, useContext } from 'react';

export type CollectionInfo = { terminology: string; domainId: number | null };

const CollectionsContext = createContext<Record<string, CollectionInfo>>({});
const ReportsContext = createContext<string[]>([]);

/** What the windows need to know of each API collection before loading it (its term, its domain id), and the reports the user may read. */
export function CollectionsProvider({ collections, reports, children }: { collections: Record<string, CollectionInfo>; reports: string[]; children: React.ReactNode }) {
  return (
    <CollectionsContext.Provider value={collections}>
      <ReportsContext.Provider value={reports}>{children}</ReportsContext.Provider>
    </CollectionsContext.Provider>
  );
}

export const useCollections = () => useContext(CollectionsContext);

/** Whether the signed-in user may read a report (lib/api/report-registry.ts reportsFor): its gems and switcher entries show only then. */
export function useCanRead() {
  const reports = useContext(ReportsContext);
  return useCallback((name: string) => reports.includes(name), [reports]);
}

/** Whether the signed-in user may open a collection's list: the workspace is told only of those they may see (lib/api/registry.ts collectionsFor). */
export function useCanSee() {
  const collections = useCollections();
  return useCallback((name: string) => name in collections, [collections]);
}
