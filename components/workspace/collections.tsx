'use client';

import { createContext, useCallback, useContext } from 'react';

/** `visible`: whether the signed-in user may see its records (their role's view right): tabs, gems and pickers of others are not drawn. */
export type CollectionInfo = { terminology: string; domainId: number | null; visible: boolean };

const CollectionsContext = createContext<Record<string, CollectionInfo>>({});

/** What the windows need to know of each API collection before loading it (its term, its domain id). */
export function CollectionsProvider({ collections, children }: { collections: Record<string, CollectionInfo>; children: React.ReactNode }) {
  return <CollectionsContext.Provider value={collections}>{children}</CollectionsContext.Provider>;
}

export const useCollections = () => useContext(CollectionsContext);

/** Whether the signed-in user may open a collection's list (an unknown name is left to its window to refuse). */
export function useCanSee() {
  const collections = useCollections();
  return useCallback((name: string) => collections[name]?.visible !== false, [collections]);
}
