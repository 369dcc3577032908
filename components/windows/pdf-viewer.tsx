'use client';

import { useTranslations } from 'next-intl';
import type { FieldError } from '@/lib/engine/errors';
import { ApiFailure } from '@/components/base/api';

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

/**
 * POSTs a print (`invoices/print`, `print/check`) and answers the PDF it draws as an object URL
 * to show; a refusal throws with the server's message in the person's language.
 */
export async function printedPdfUrl(path: string, body: unknown, message: (item: FieldError) => string): Promise<string> {
  const res = await fetch(`/api/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) {
    const answer = await res.json().catch(() => null);
    const item = Array.isArray(answer) ? answer[0] : null;
    throw new ApiFailure(res.status, item ? message(item) : (answer?.message ?? res.statusText));
  }
  return URL.createObjectURL(await res.blob());
}

/** A printed batch's PDF in the window that printed it, under a note and a way back to the list. */
export function PrintedPdf({ src, title, note, back, onBack }: { src: string; title: string; note: string; back: string; onBack: () => void }) {
  return (
    <>
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2">
        <p className="flex-1 text-slate-700">{note}</p>
        <button type="button" onClick={onBack} className="rounded-md border border-slate-300 px-3 py-1 hover:bg-slate-100">
          {back}
        </button>
      </div>
      <PdfViewer src={src} title={title} />
    </>
  );
}
