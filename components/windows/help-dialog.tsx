'use client';

import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/components/base/modal-dialog';

/** The help dialog: a header, body text and OK. */
export function HelpDialog({ title, body, onClose }: { title: string; body: string; onClose: () => void }) {
  const t = useTranslations('form');
  return (
    <ModalDialog title={title} role="alertdialog" onClose={onClose} width="w-[290px]">
      <p className="text-sm text-slate-600">{body}</p>
      <div className="text-right">
        <button type="button" autoFocus onClick={onClose} className="rounded-md bg-brand px-4 py-1.5 text-sm text-white">
          {t('ok')}
        </button>
      </div>
    </ModalDialog>
  );
}
