'use client';

import { useState } from 'react';

type Shown = { id: number; extension: string; content_type?: string };

const IMAGE = /^(jpe?g|png|gif|webp)$/i;

/** Whether the browser can show the file in a window of the workspace: a PDF or an image. */
export const previewable = (f: Shown) => f.extension.toLowerCase() === 'pdf' || IMAGE.test(f.extension);

/**
 * An image's thumbnail, made once by a job on the queue (`files/{id}/thumbnail`); until it is
 * made, and for other files, a badge with the file's type.
 */
export function FileThumbnail({ file }: { file: Shown }) {
  const [missing, setMissing] = useState(false);
  if (IMAGE.test(file.extension) && !missing) {
    // eslint-disable-next-line @next/next/no-img-element -- a file of the company's, served by the API with its own authorisation
    return <img src={`/api/v1/files/${file.id}/thumbnail`} alt="" loading="lazy" onError={() => setMissing(true)} className="size-8 shrink-0 rounded object-cover" />;
  }
  return <span className="grid size-8 shrink-0 place-items-center rounded bg-slate-100 text-[9px] font-semibold text-slate-500 uppercase">{file.extension || '—'}</span>;
}
