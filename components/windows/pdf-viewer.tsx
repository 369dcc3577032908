'use client';

import { useTranslations } from 'next-intl';

/** A record's view that answers a PDF rather than data: `pdf` (a document), or a two-part name ending in it (`statement/pdf`). */
export const isPdfView = (view: string) => view === 'pdf' || view.endsWith('/pdf');

/**
 * A PDF inside the workspace (the browser's own viewer, with its print and download buttons),
 * with a link that opens it in a tab of its own where a browser shows no PDF inline.
 */
export function PdfViewer({ src, title }: { src: string; title: string }) {
  const t = useTranslations('pdfViewer');
  return (
    <div className="flex h-full min-h-0 flex-col">
      <iframe src={src} title={title} className="h-[70vh] min-h-64 w-full shrink-0 border-0 bg-slate-200" />
      <p className="border-t border-slate-200 bg-slate-50 px-3 py-1.5 text-xs">
        <a href={src} target="_blank" rel="noreferrer" className="text-brand underline">
          {t('openInTab')}
        </a>
      </p>
    </div>
  );
}
