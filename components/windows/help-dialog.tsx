'use client';

import { useTranslations } from 'next-intl';

/** The help dialog: a header, body text and OK. */
export function HelpDialog({ title, body, onClose }: { title: string; body: string; onClose: () => void }) {
  const t = useTranslations('form');
  return (
    <div role="alertdialog" aria-label={title} className="fixed inset-0 z-[900] flex items-center justify-center bg-black/30" onKeyDown={(e) => e.key === 'Escape' && (e.preventDefault(), onClose())}>
      <div className="w-[290px] rounded-lg bg-white p-4 shadow-xl">
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-2 text-sm text-slate-600">{body}</p>
        <div className="mt-4 text-right">
          <button type="button" autoFocus onClick={onClose} className="rounded-md bg-brand px-4 py-1.5 text-sm text-white">
            {t('ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
