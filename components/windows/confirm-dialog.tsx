'use client';

import { useTranslations } from 'next-intl';

/** A confirmation under the header "Confirmation" (spec section 8). */
export function ConfirmDialog({ message, onConfirm, onCancel }: { message: string; onConfirm: () => void; onCancel: () => void }) {
  const t = useTranslations('list');
  return (
    <div role="alertdialog" aria-label={t('confirmation')} className="fixed inset-0 z-[900] flex items-center justify-center bg-black/30" onKeyDown={(e) => e.key === 'Escape' && (e.preventDefault(), onCancel())}>
      <div className="w-[360px] rounded-lg bg-white p-4 shadow-xl">
        <h3 className="font-semibold">{t('confirmation')}</h3>
        <p className="mt-2 text-sm text-slate-700">{message}</p>
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" onClick={onCancel} className="rounded-md px-3 py-1.5 text-sm hover:bg-slate-100">
            {t('cancel')}
          </button>
          <button type="button" autoFocus onClick={onConfirm} className="rounded-md bg-brand px-4 py-1.5 text-sm text-white">
            {t('confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
