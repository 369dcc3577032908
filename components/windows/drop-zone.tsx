'use client';

import { useTranslations } from 'next-intl';
import { useRef, type ReactNode } from 'react';
import type { useUploads } from './file-uploads';
import { UploadList } from './upload-list';

/**
 * Where files are added (the Files window, a record's Files tab): a dashed zone that takes dropped
 * files, an Upload button opening the picker, and the uploads under way below it. `children` are
 * further buttons of the same bar.
 */
export function DropZone({ uploads, children }: { uploads: ReturnType<typeof useUploads>; children?: ReactNode }) {
  const t = useTranslations('files');
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <div
        className="flex flex-wrap items-center gap-2 rounded border border-dashed border-slate-300 p-2"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          if (!e.dataTransfer.files.length) return;
          e.preventDefault();
          uploads.add([...e.dataTransfer.files]);
        }}
      >
        <button type="button" onClick={() => picker.current?.click()} className="rounded bg-slate-800 px-3 py-1 text-white">
          {t('upload')}
        </button>
        <input ref={picker} type="file" multiple aria-label={t('upload')} className="hidden" onChange={(e) => (uploads.add([...(e.target.files ?? [])]), (e.target.value = ''))} />
        <span className="text-slate-500">{t('dropHere')}</span>
        {children}
      </div>
      <UploadList uploads={uploads.items} onCancel={uploads.cancel} onRetry={uploads.retry} />
    </>
  );
}
