'use client';

import { CompanyFormatsProvider, type CompanyFormats } from '@/components/data/company-formats';
import type { ServiceSetting } from '@/lib/engine/services';
import type { Term } from '@/lib/terminology/defaults';
import { CollectionsProvider, type CollectionInfo } from './collections';
import { DesktopProvider } from './desktop';
import { DesktopWindows } from './desktop-windows';
import { ServicesProvider } from './services';
import { TermsProvider } from './terms';
import { ToastProvider } from './toast';

/** The client side of the workspace: toasts, the company's terms, formats and services, and the desktop of windows. */
export function WorkspaceShell({
  terms,
  formats,
  services,
  collections,
  reports,
  children,
}: {
  terms: Record<string, Term>;
  formats: CompanyFormats;
  services: Record<ServiceSetting, boolean>;
  collections: Record<string, CollectionInfo>;
  reports: string[];
  children: React.ReactNode;
}) {
  return (
    <ToastProvider>
      <CompanyFormatsProvider value={formats}>
        <TermsProvider terms={terms}>
          <CollectionsProvider collections={collections} reports={reports}>
            <ServicesProvider services={services}>
              <DesktopProvider>
                {children}
                <DesktopWindows />
              </DesktopProvider>
            </ServicesProvider>
          </CollectionsProvider>
        </TermsProvider>
      </CompanyFormatsProvider>
    </ToastProvider>
  );
}
