'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { announceChange } from '@/components/data/meta';
import { MultiSelect } from '@/components/data/multi-select';
import { apiFetch } from '@/components/workspace/api';
import { ModalDialog } from '@/components/workspace/modal-dialog';
import { useToast } from '@/components/workspace/toast';

/** Secure Item (214): the users a record is secured to; nobody chosen leaves it open to everyone. */
export function SecureDialog({ collection, id, onClose }: { collection: string; id: number; onClose: () => void }) {
  const t = useTranslations('list');
  const toast = useToast();
  const [users, setUsers] = useState<{ value: number; label: string }[]>([]);
  const [chosen, setChosen] = useState<number[] | null>(null);
  useEffect(() => {
    apiFetch<{ items: { id: number; display_name: string }[] }>('users/all').then((r) => setUsers(r.items.map((u) => ({ value: u.id, label: u.display_name }))));
    apiFetch<{ user_ids: number[] }>(`${collection}/${id}/secure`).then((r) => setChosen(r.user_ids));
  }, [collection, id]);
  const save = async () => {
    try {
      const res = await apiFetch<{ user_ids: number[] }>(`${collection}/${id}/secure`, { method: 'PUT', body: { user_ids: chosen ?? [] } });
      toast({ kind: 'success', title: res.user_ids.length ? t('secured', { count: res.user_ids.length }) : t('unsecured') });
      announceChange(collection);
      onClose();
    } catch (error) {
      toast({ kind: 'warning', title: (error as Error).message });
    }
  };
  return (
    <ModalDialog title={t('secure')} onClose={onClose} width="w-[400px]">
      <p className="text-sm text-slate-600">{t('secureHint')}</p>
      {chosen ? <MultiSelect options={users} value={chosen} onChange={setChosen} /> : <p className="text-sm text-slate-500">…</p>}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onClose} className="rounded-md px-3 py-1.5 text-sm hover:bg-slate-100">
          {t('cancel')}
        </button>
        <button type="button" disabled={!chosen} onClick={save} className="rounded-md bg-brand px-4 py-1.5 text-sm text-white disabled:opacity-50">
          {t('save')}
        </button>
      </div>
    </ModalDialog>
  );
}
