'use client';

import { CompanyFormatsProvider, type CompanyFormats } from '@/components/data/company-formats';
import type { Term } from '@/lib/terminology/defaults';
import { CollectionsProvider, type CollectionInfo } from './collections';
import { DesktopProvider } from './desktop';
import { DesktopWindows } from './desktop-windows';
import { TermsProvider } from './terms';
import { ToastProvider } from './toast';

/** The client side of the workspace: toasts, the company's terms and formats, and the desktop of windows. */
export function WorkspaceShell({ terms, formats, collections, children }: { terms: Record<string, Term>; formats: CompanyFormats; collections: Record<string, CollectionInfo>; children: React.ReactNode }) {
  return (
    <ToastProvider>
      <CompanyFormatsProvider value={formats}>
        <TermsProvider terms={terms}>
          <CollectionsProvider collections={collections}>
            <DesktopProvider>
              {children}
              <DesktopWindows />
            </DesktopProvider>
          </CollectionsProvider>
        </TermsProvider>
      </CompanyFormatsProvider>
    </ToastProvider>
  );
}
