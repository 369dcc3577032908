'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MultiSelect } from '@/components/data/multi-select';
import { useApi, useWrite, type Page } from '@/components/data/queries';
import { ModalDialog } from '@/components/base/modal-dialog';
import { useToast } from '@/components/base/toast';

/** Announce: tell chosen users about a record, with a message. */
export function AnnounceDialog({ collection, id, onClose }: { collection: string; id: number; onClose: () => void }) {
  const t = useTranslations('list');
  const toast = useToast();
  const users = (useApi<Page<{ id: number; display_name: string }>>('users', 'users/all').data?.items ?? []).map((u) => ({ value: u.id, label: u.display_name }));
  const [chosen, setChosen] = useState<number[]>([]);
  const [message, setMessage] = useState('');
  const write = useWrite();
  const send = async () => {
    try {
      // What it writes is the chosen users' notifications.
      const res = await write<{ notified: number }>(`${collection}/${id}/announce`, { method: 'POST', body: { user_ids: chosen, message } }, 'notifications');
      toast({ kind: 'success', title: t('announced', { count: res.notified }) });
      onClose();
    } catch (error) {
      toast({ kind: 'warning', title: (error as Error).message });
    }
  };
  return (
    <ModalDialog title={t('announce')} onClose={onClose} width="w-[400px]">
        <MultiSelect options={users} value={chosen} onChange={setChosen} />
        <textarea aria-label={t('message')} placeholder={t('message')} value={message} maxLength={1000} onChange={(e) => setMessage(e.target.value)} className="w-full rounded border border-slate-300 p-2 text-sm" rows={3} />
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} className="rounded-md px-3 py-1.5 text-sm hover:bg-slate-100">
            {t('cancel')}
          </button>
          <button type="button" disabled={chosen.length === 0} onClick={send} className="rounded-md bg-brand px-4 py-1.5 text-sm text-white disabled:opacity-50">
            {t('send')}
          </button>
        </div>
    </ModalDialog>
  );
}
