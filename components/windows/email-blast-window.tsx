'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ChoiceInput } from '@/components/data/choice-input';
import { useOptionLabel } from '@/components/data/field-label';
import { useResourceMeta } from '@/components/data/meta';
import { apiFetch } from '@/components/base/api';
import type { WindowState } from '@/lib/workspace/windows';
import FormWindow from './form-window';
import type { CustomFieldProps } from './form-field';

type Preview = { count: number; skipped: number; to: { name: string; email: string } | null; subject: string; body: string };

/**
 * Who a blast goes to, and under it what it will send: how many, how many are skipped for having
 * unsubscribed, and the e-mail the first of them gets (its merge fields filled), read again as
 * the template or the audience changes. A blast already sent shows how many it went to.
 */
function AudienceField({ id, value, onChange, values, record, invalid }: CustomFieldProps) {
  const t = useTranslations('blaster');
  const meta = useResourceMeta('email-blasts');
  const option = useOptionLabel('email-blasts');
  const field = meta?.fields.find((f) => f.name === 'audience');
  const templateId = values.template_id as number | null;
  const audience = (value as string | null) ?? '';
  // The preview asked for (none for a blast already sent, or before both are chosen), and the last answer with what it answered.
  const asked = record || !templateId || !audience ? null : `${templateId}:${audience}`;
  const [answer, setAnswer] = useState<{ key: string; preview: Preview | null; failed: string | null } | null>(null);
  // One-off, not a cached read: the preview is a POST (it writes nothing) asked anew for each template and
  // audience chosen in this unsaved form; no other window shows it, so there is nothing to share or invalidate.
  useEffect(() => {
    if (!asked) return;
    let live = true;
    apiFetch<Preview>('email-blasts/preview', { method: 'POST', body: { template_id: templateId, audience } }).then(
      (preview) => live && setAnswer({ key: asked, preview, failed: null }),
      (e: Error) => live && setAnswer({ key: asked, preview: null, failed: e.message }),
    );
    return () => {
      live = false;
    };
  }, [asked, templateId, audience]);
  const current = answer && answer.key === asked ? answer : null;
  const preview = current?.preview ?? null;
  const failed = current?.failed ?? null;
  const options = Object.entries(field?.options ?? {}).map(([code, label]) => ({ value: code, label: option({ name: 'audience' }, code, label) }));
  if (record) {
    const chosen = options.find((o) => o.value === audience)?.label ?? audience;
    return (
      <p id={id} className="text-sm text-slate-700">
        {chosen} — {t('sentTo', { count: Number(record.recipients ?? 0), skipped: Number(record.skipped ?? 0) })}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <ChoiceInput id={id} value={audience} invalid={invalid} options={options} onChange={onChange} />
      {failed ? <p className="text-xs text-red-700">{failed}</p> : null}
      {preview ? (
        <section aria-label={t('preview')} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
          <p role="status" className="font-medium">
            {t('count', { count: preview.count, skipped: preview.skipped })}
          </p>
          {preview.to ? (
            <div className="mt-2 space-y-1">
              <p className="text-xs text-slate-500">{t('firstRecipient', { name: preview.to.name, email: preview.to.email })}</p>
              <p>
                <span className="text-slate-500">{t('subject')}: </span>
                {preview.subject}
              </p>
              <pre className="max-h-48 overflow-auto whitespace-pre-wrap [overflow-wrap:anywhere] rounded bg-white p-2 font-sans text-xs text-slate-800 ring-1 ring-slate-200">{preview.body}</pre>
            </div>
          ) : null}
        </section>
      ) : !templateId ? (
        <p className="text-xs text-slate-500">{t('chooseTemplate')}</p>
      ) : null}
    </div>
  );
}

const CUSTOM = { audience: { component: AudienceField } };

/** The E-Mail Blaster's form (gem 119): the generic form, its recipients drawn with their count and a preview. */
export default function EmailBlastWindow({ window: w }: { window: WindowState }) {
  return <FormWindow window={w} custom={CUSTOM} />;
}
