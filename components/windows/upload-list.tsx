'use client';

import { useTranslations } from 'next-intl';
import { overallPercent, type Upload } from './file-uploads';

/**
 * The uploads of a drop: the overall bar (the bytes of all its files), then each upload with its
 * bar, its state, a Cancel while it runs and a Retry once it failed or was cancelled.
 */
export function UploadList({ uploads, onCancel, onRetry }: { uploads: Upload[]; onCancel: (key: string) => void; onRetry: (key: string) => void }) {
  const t = useTranslations('files');
  const overall = overallPercent(uploads);
  if (!uploads.length) return null;
  const link = 'text-xs text-slate-600 hover:underline';
  return (
    <div className="space-y-1">
      {overall === null ? null : (
        <div className="flex items-center gap-2" data-overall={overall}>
          <span className="w-40 truncate text-xs font-medium">{t('overall', { n: uploads.length })}</span>
          <progress max={100} value={overall} aria-label={t('overallProgress')} className="h-2 flex-1" />
          <span className="w-48 text-xs text-slate-500">{overall} %</span>
        </div>
      )}
      <ul aria-label={t('uploads')} className="space-y-1">
        {uploads.map((u) => (
          <li key={u.key} data-upload={u.name} data-state={u.state} className="flex items-center gap-2">
            <span className="w-40 truncate">{u.name}</span>
            <progress max={100} value={u.percent} aria-label={t('progress', { name: u.name })} className="h-2 flex-1" />
            <span className={`w-48 truncate text-xs ${u.state === 'failed' ? 'text-red-700' : 'text-slate-500'}`}>{u.state === 'failed' ? u.error : t(`state.${u.state}`)}</span>
            {u.state === 'sending' ? (
              <button type="button" onClick={() => onCancel(u.key)} className={link}>
                {t('cancel')}
              </button>
            ) : null}
            {u.state === 'failed' || u.state === 'cancelled' ? (
              <button type="button" onClick={() => onRetry(u.key)} aria-label={t('retryOf', { name: u.name })} className={link}>
                {t('retry')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
