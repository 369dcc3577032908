'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ResourceMeta } from '@/components/data/meta';
import { useDelete } from '@/components/data/queries';
import { useServerMessage } from '@/components/data/server-message';
import { ApiFailure } from '@/components/base/api';
import { ModalDialog } from '@/components/base/modal-dialog';
import { useToast } from '@/components/base/toast';

/** Whether a record window offers Delete: its resource allows deleting (`/meta`) and the person's role may. */
export const offersDelete = (meta: ResourceMeta) => meta.features.deletable && !meta.features.singleton && meta.can.includes('delete');

/**
 * A record window's Delete: asks first (the spec's confirmation, headed "Confirmation"), deletes
 * the version the window shows, and closes the window; a refusal (a posted document, a record in
 * use: the server's 422) is said in the dialog, which stays open until the person cancels.
 */
export function DeleteRecord({ className, ...props }: Omit<DeleteProps, 'onClose'> & { className: string }) {
  const t = useTranslations('form');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={className}>
        {t('delete')}
      </button>
      {asking ? <DeleteDialog {...props} onClose={() => setAsking(false)} /> : null}
    </>
  );
}

type DeleteProps = {
  meta: ResourceMeta;
  id: number;
  readPath: string;
  /** The version shown, read when deleting (null: whatever stands, as a list row's menu deletes). */
  version: () => string | null;
  onDeleted: () => void;
  onClose: () => void;
};

/** The delete confirmation of a record (a record window's Delete, a list row's): a refusal is said in it, and it stays open until cancelled. */
export function DeleteDialog({ meta, id, readPath, version, onDeleted, onClose }: DeleteProps) {
  const t = useTranslations('form');
  const words = useTranslations('list');
  const toast = useToast();
  const serverMessage = useServerMessage();
  const remove = useDelete(meta, readPath);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => (setRefusal(null), onClose());
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id, ifMatch: version() });
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 412) setRefusal(t('staleRecord'));
      else if (error instanceof ApiFailure && error.items[0]) setRefusal(serverMessage(error.items[0]));
      else setRefusal((error as Error).message);
      return;
    }
    toast({ kind: 'success', title: t('deleted') });
    onDeleted();
  };
  return (
    <ModalDialog title={words('confirmation')} role="alertdialog" onClose={close}>
      <p className="text-sm text-slate-700">{t('confirmDelete')}</p>
      {refusal ? (
        <p role="alert" className="text-sm text-red-600">
          {refusal}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={close} className="rounded-md px-3 py-1.5 text-sm hover:bg-slate-100">
          {words('cancel')}
        </button>
        {refusal ? null : (
          <button type="button" autoFocus disabled={remove.isPending} onClick={() => void confirm()} className="rounded-md bg-red-600 px-4 py-1.5 text-sm text-white disabled:opacity-60">
            {remove.isPending ? t('deleting') : t('delete')}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
