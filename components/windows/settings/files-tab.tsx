'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiFetch } from '@/components/base/api';
import { useCanSee } from '@/components/base/collections';
import { useResourceMeta } from '@/components/data/meta';
import { useFailureText } from '@/components/data/server-message';
import { TextSetting, type SettingsTabProps } from './fields';

/** File preferences: the largest file a person may upload and the company's whole storage quota, in MB; the file store's upkeep. */
export default function FilesTab(props: SettingsTabProps) {
  const canSee = useCanSee();
  return (
    <div className="space-y-4">
      <div className="grid max-w-64 gap-3">
        <TextSetting name="file_max_mb" props={props} type="number" />
        <TextSetting name="file_quota_mb" props={props} type="number" />
      </div>
      {canSee('files') ? <Upkeep /> : null}
    </div>
  );
}

type Said = { ok: boolean; text: string };

/**
 * The file store's upkeep, asked now rather than at midnight: the orphan cleanup (POST
 * files/cleanup, the files' delete right) and the reading of files never read (POST
 * files/read-contents, their edit right). Each queues its job once and says what happened.
 */
function Upkeep() {
  const t = useTranslations('files.upkeep');
  const files = useResourceMeta('files');
  const failure = useFailureText();
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<Record<string, Said>>({});
  const can = files?.can ?? [];
  if (!can.includes('delete') && !can.includes('edit')) return null;

  const ask = async (action: 'cleanup' | 'read-contents') => {
    setBusy(action);
    try {
      const answer = await apiFetch<{ queued: boolean; unread?: number }>(`files/${action}`, { method: 'POST' });
      const text = action === 'cleanup' ? t(answer.queued ? 'cleanupQueued' : 'cleanupWaiting') : t(answer.queued ? 'readQueued' : 'readWaiting', { n: answer.unread ?? 0 });
      setSaid((now) => ({ ...now, [action]: { ok: true, text } }));
    } catch (error) {
      setSaid((now) => ({ ...now, [action]: { ok: false, text: failure(error) } }));
    } finally {
      setBusy(null);
    }
  };
  const button = (action: 'cleanup' | 'read-contents', label: string, help: string) => (
    <div className="space-y-1">
      <button type="button" disabled={busy !== null} onClick={() => ask(action)} className="rounded border border-slate-300 bg-white px-3 py-1 hover:bg-slate-100 disabled:opacity-50">
        {busy === action ? t('working') : label}
      </button>
      <p className="text-xs text-slate-500">{help}</p>
      {said[action] ? (
        <p role={said[action].ok ? 'status' : 'alert'} className={said[action].ok ? 'text-emerald-800' : 'text-red-700'}>
          {said[action].text}
        </p>
      ) : null}
    </div>
  );
  return (
    <section aria-label={t('title')} className="max-w-xl space-y-3 border-t border-slate-200 pt-3">
      <h3 className="font-semibold">{t('title')}</h3>
      <p className="text-xs text-slate-600">{t('intro')}</p>
      {can.includes('delete') ? button('cleanup', t('cleanup'), t('cleanupHelp')) : null}
      {can.includes('edit') ? button('read-contents', t('read'), t('readHelp')) : null}
    </section>
  );
}
