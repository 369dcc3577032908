'use client';

import { createContext, useContext } from 'react';

export type CollectionInfo = { terminology: string; domainId: number | null };

const CollectionsContext = createContext<Record<string, CollectionInfo>>({});

/** What the windows need to know of each API collection before loading it (its term, its domain id). */
export function CollectionsProvider({ collections, children }: { collections: Record<string, CollectionInfo>; children: React.ReactNode }) {
  return <CollectionsContext.Provider value={collections}>{children}</CollectionsContext.Provider>;
}

export const useCollections = () => useContext(CollectionsContext);
