'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RecordActionButtons, type useActionRunner } from '@/components/data/action-buttons';
import { useInputFormats } from '@/components/data/input-formats';
import type { ResourceMeta } from '@/components/data/meta';
import { useDesktop } from '@/components/base/desktop';
import { datePlaceholder } from '@/lib/typed-dates';
import { DeleteRecord, offersDelete } from './delete-record';
import { HelpDialog } from './help-dialog';
import { isPdfView } from './pdf-viewer';

type Props = {
  collection: string;
  meta: ResourceMeta;
  record: Record<string, unknown> & { id: number };
  runner: ReturnType<typeof useActionRunner>;
  /**
   * Given while the form has unsaved edits: an action saves them first, so it acts on what the
   * person sees (Post on a draft bill whose number was just typed); a refused save runs nothing.
   */
  saveFirst?: (then: () => Promise<void>) => void;
  /** Where the record is read (a delete checks its version there). */
  readPath: string;
  version: () => string | null;
  onDeleted: () => void;
};

/** A saved record's buttons in its form's footer: its printed views, its declared actions, Delete. */
export function RecordButtons({ collection, meta, record, runner, saveFirst, readPath, version, onDeleted }: Props) {
  const { open } = useDesktop();
  const start: typeof runner.start = (action, row) => (saveFirst ? saveFirst(async () => runner.start(action, row)) : runner.start(action, row));
  return (
    <>
      {meta.views
        .filter((view) => view !== 'pdf' && isPdfView(view))
        .map((view) => (
          <button key={view} type="button" onClick={() => open('pdf', [collection, String(record.id), view])} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-200">
            {runner.titleOf(view)}
          </button>
        ))}
      <RecordActionButtons actions={meta.actions} row={record} start={start} titleOf={runner.titleOf} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-200" />
      {offersDelete(meta) ? <DeleteRecord meta={meta} id={Number(record.id)} readPath={readPath} version={version} onDeleted={onDeleted} className="rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50" /> : null}
    </>
  );
}

/** The form's "?": how dates and amounts are typed here. */
export function FormHelp() {
  const t = useTranslations('form');
  const formats = useInputFormats();
  const [help, setHelp] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setHelp(true)} className="rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-200" aria-label={t('help')}>
        ?
      </button>
      {help ? <HelpDialog title={t('helpTitle')} body={t('helpBody', { pattern: datePlaceholder(formats.locale), example: formats.amount('1500.50') })} onClose={() => setHelp(false)} /> : null}
    </>
  );
}

/** Someone else saved the record since it was loaded: the person's edits stay until they reload. */
export function StaleAlert({ onReload }: { onReload: () => void }) {
  const t = useTranslations('form');
  return (
    <div role="alert" className="mx-4 mb-3 flex items-center gap-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700">
      <p className="flex-1">{t('staleRecord')}</p>
      <button type="button" onClick={onReload} className="rounded-md border border-red-300 bg-white px-3 py-1 font-medium hover:bg-red-100">
        {t('reload')}
      </button>
    </div>
  );
}

/** The form's Save, saying "Saving…" with a spinner while it does. */
export function SaveButton({ submitting }: { submitting: boolean }) {
  const t = useTranslations('form');
  return (
    <button type="submit" disabled={submitting} className="inline-flex items-center gap-2 rounded-md bg-brand px-4 py-1.5 text-sm font-medium text-white disabled:opacity-70">
      {submitting ? <span aria-hidden className="size-3.5 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
      {submitting ? t('saving') : t('save')}
    </button>
  );
}
