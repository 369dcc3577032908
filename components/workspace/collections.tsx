'use client';

import { createContext, useCallback, useContext } from 'react';

export type CollectionInfo = { terminology: string; domainId: number | null };

const CollectionsContext = createContext<Record<string, CollectionInfo>>({});

/** What the windows need to know of each API collection before loading it (its term, its domain id). */
export function CollectionsProvider({ collections, children }: { collections: Record<string, CollectionInfo>; children: React.ReactNode }) {
  return <CollectionsContext.Provider value={collections}>{children}</CollectionsContext.Provider>;
}

export const useCollections = () => useContext(CollectionsContext);

/** Whether the signed-in user may open a collection's list: the workspace is told only of those they may see (lib/api/registry.ts collectionsFor). */
export function useCanSee() {
  const collections = useCollections();
  return useCallback((name: string) => name in collections, [collections]);
}
