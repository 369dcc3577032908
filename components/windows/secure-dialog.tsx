'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MultiSelect } from '@/components/data/multi-select';
import { useApi, useWrite, type Page } from '@/components/data/queries';
import { ModalDialog } from '@/components/base/modal-dialog';
import { useToast } from '@/components/base/toast';

/** Secure Item (214): the users a record is secured to; nobody chosen leaves it open to everyone. */
export function SecureDialog({ collection, id, onClose }: { collection: string; id: number; onClose: () => void }) {
  const t = useTranslations('list');
  const toast = useToast();
  const write = useWrite();
  const users = (useApi<Page<{ id: number; display_name: string }>>('users', 'users/all').data?.items ?? []).map((u) => ({ value: u.id, label: u.display_name }));
  const secured = useApi<{ user_ids: number[] }>(collection, `${collection}/${id}/secure`).data;
  // The users chosen here, until then those it is secured to.
  const [picked, setChosen] = useState<number[] | null>(null);
  const chosen = picked ?? secured?.user_ids ?? null;
  const save = async () => {
    try {
      const res = await write<{ user_ids: number[] }>(`${collection}/${id}/secure`, { method: 'PUT', body: { user_ids: chosen ?? [] } }, collection);
      toast({ kind: 'success', title: res.user_ids.length ? t('secured', { count: res.user_ids.length }) : t('unsecured') });
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
