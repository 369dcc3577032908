'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useList, useReader } from '@/components/data/queries';
import { ModalDialog } from '@/components/base/modal-dialog';
import { useToast } from '@/components/base/toast';

type Values = Record<string, unknown>;
type Template = { id: number; display_name: string };

/** The collection of saved invoice templates (screen 301, Invoice Builder) the Save menu's Load template picks from. */
export const TEMPLATES = 'invoice-builders';

/**
 * Load template (spec section 2, Save menu type 1): the company's active invoice builders by
 * name; the one chosen is read with its lines and handed to the form, which fills itself from it.
 */
export function TemplatePicker({ onPick, onClose }: { onPick: (template: Values) => void; onClose: () => void }) {
  const t = useTranslations('saveMenu');
  const tf = useTranslations('form');
  const toast = useToast();
  const [q, setQ] = useState('');
  const list = useList<Template>(TEMPLATES, { 'per-page': '100', sort: 'display_name', 'filter[status]': '1', ...(q.trim() ? { q: q.trim() } : {}) }, { keepPrevious: true });
  const templates = list.data?.items ?? null;
  useEffect(() => {
    if (list.error) toast({ kind: 'warning', title: list.error.message });
  }, [list.error, toast]);
  const read = useReader();
  const pick = (id: number) =>
    read<Values>(TEMPLATES, `${TEMPLATES}/${id}?expand=lines`).then(
      (template) => (onPick(template), onClose()),
      (e: Error) => toast({ kind: 'warning', title: e.message }),
    );
  return (
    <ModalDialog title={t('pickTemplate')} onClose={onClose} width="w-[420px]">
      <input type="search" value={q} onChange={(e) => setQ(e.target.value)} aria-label={t('searchTemplates')} placeholder={t('searchTemplates')} className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm" />
      <ul className="max-h-72 overflow-auto rounded-md border border-slate-200 text-sm">
        {(templates ?? []).map((template) => (
          <li key={template.id} className="border-b border-slate-100 last:border-0">
            <button type="button" onClick={() => pick(template.id)} className="w-full px-3 py-2 text-left hover:bg-slate-100">
              {template.display_name}
            </button>
          </li>
        ))}
      </ul>
      {templates && !templates.length ? <p className="text-sm text-slate-500">{t('noTemplates')}</p> : null}
      {templates ? null : <p className="text-sm text-slate-500">{tf('loading')}</p>}
      <div className="flex justify-end">
        <button type="button" onClick={onClose} className="rounded-md px-3 py-1.5 text-sm hover:bg-slate-200">
          {t('cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
