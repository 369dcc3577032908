'use client';

import { createContext, useContext } from 'react';
import type { Desk } from '@/lib/engine/module';

const DeskContext = createContext<Desk>({ hubs: [], windows: {}, gems: [] });

/** What the app's areas declare for the desktop (their hubs, their collections' windows, their gems), folded on the server and handed down by the layout. */
export function DeskProvider({ desk, children }: { desk: Desk; children: React.ReactNode }) {
  return <DeskContext.Provider value={desk}>{children}</DeskContext.Provider>;
}

export const useDesk = () => useContext(DeskContext);
