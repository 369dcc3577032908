'use client';

import type { Term } from '@/lib/terminology/defaults';
import { CollectionsProvider, type CollectionInfo } from './collections';
import { DesktopProvider } from './desktop';
import { DesktopWindows } from './desktop-windows';
import { TermsProvider } from './terms';
import { ToastProvider } from './toast';

/** The client side of the workspace: toasts, the company's terms, and the desktop of windows. */
export function WorkspaceShell({ terms, collections, children }: { terms: Record<string, Term>; collections: Record<string, CollectionInfo>; children: React.ReactNode }) {
  return (
    <ToastProvider>
      <TermsProvider terms={terms}>
        <CollectionsProvider collections={collections}>
          <DesktopProvider>
            {children}
            <DesktopWindows />
          </DesktopProvider>
        </CollectionsProvider>
      </TermsProvider>
    </ToastProvider>
  );
}
