'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useResourceMeta } from '@/components/data/meta';
import { apiFetch } from '@/components/workspace/api';
import { useDesktop } from '@/components/workspace/desktop';
import type { WindowState } from '@/lib/workspace/windows';
import { PdfViewer } from './pdf-viewer';

/** The viewer window of a document's PDF (the Save menu's save and preview), named for the document. */
export default function PdfWindow({ window: w }: { window: WindowState }) {
  const [collection, id] = w.args;
  const t = useTranslations('pdfViewer');
  const meta = useResourceMeta(collection);
  const { setCaption } = useDesktop();
  useEffect(() => {
    const field = meta?.title_field;
    if (!field) return;
    apiFetch<Record<string, unknown>>(`${collection}/${id}`).then(
      (record) => setCaption(w.id, String(record[field] ?? '')),
      () => undefined,
    );
  }, [meta, collection, id, setCaption, w.id]);
  return <PdfViewer src={`/api/v1/${collection}/${id}/pdf?inline=1`} title={t('documentPdf')} />;
}
