'use client';

import { CompanyFormatsProvider, type CompanyFormats } from '@/components/data/company-formats';
import { DataProvider } from '@/components/data/data-provider';
import type { ServiceSetting } from '@/lib/engine/services';
import type { Desk, Term, Terms } from '@/lib/engine/module';
import { CollectionsProvider, type CollectionInfo } from '@/components/base/collections';
import { DeskProvider } from '@/components/base/desk';
import { DesktopProvider } from '@/components/base/desktop';
import { DesktopWindows } from './desktop-windows';
import { ServicesProvider } from '@/components/base/services';
import { TermsProvider } from '@/components/base/terms';
import { ToastProvider } from '@/components/base/toast';

/** The client side of the workspace: the windows' data cache, toasts, the company's terms, formats and services, the areas' desk, and the desktop of windows. */
export function WorkspaceShell({
  terms,
  defaultTerms,
  formats,
  services,
  collections,
  reports,
  desk,
  children,
}: {
  terms: Record<string, Term>;
  defaultTerms: Terms;
  formats: CompanyFormats;
  services: Record<ServiceSetting, boolean>;
  collections: Record<string, CollectionInfo>;
  reports: string[];
  desk: Desk;
  children: React.ReactNode;
}) {
  return (
    <DataProvider>
      <ToastProvider>
        <CompanyFormatsProvider value={formats}>
          <TermsProvider terms={terms} defaults={defaultTerms}>
            <CollectionsProvider collections={collections} reports={reports}>
              <ServicesProvider services={services}>
                <DeskProvider desk={desk}>
                  <DesktopProvider>
                    {children}
                    <DesktopWindows />
                  </DesktopProvider>
                </DeskProvider>
              </ServicesProvider>
            </CollectionsProvider>
          </TermsProvider>
        </CompanyFormatsProvider>
      </ToastProvider>
    </DataProvider>
  );
}
