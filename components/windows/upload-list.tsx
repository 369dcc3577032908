'use client';

import { useTranslations } from 'next-intl';
import type { Upload } from './file-uploads';

/** Each upload with its bar, its state and a Cancel while it runs. */
export function UploadList({ uploads, onCancel }: { uploads: Upload[]; onCancel: (key: string) => void }) {
  const t = useTranslations('files');
  if (!uploads.length) return null;
  return (
    <ul aria-label={t('uploads')} className="space-y-1">
      {uploads.map((u) => (
        <li key={u.key} data-upload={u.name} data-state={u.state} className="flex items-center gap-2">
          <span className="w-40 truncate">{u.name}</span>
          <progress max={100} value={u.percent} aria-label={t('progress', { name: u.name })} className="h-2 flex-1" />
          <span className={`w-48 truncate text-xs ${u.state === 'failed' ? 'text-red-700' : 'text-slate-500'}`}>{u.state === 'failed' ? u.error : t(`state.${u.state}`)}</span>
          {u.state === 'sending' ? (
            <button type="button" onClick={() => onCancel(u.key)} className="text-xs text-slate-600 hover:underline">
              {t('cancel')}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
