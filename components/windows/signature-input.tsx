'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FileInput } from '@/components/data/file-input';
import type { CustomFieldProps } from './form-field';

/** The signature image: chosen from a PNG or JPEG file (kept as a data URL, at most 300 KB), shown, removable. */
export function SignatureInput({ id, value, onChange }: CustomFieldProps) {
  const t = useTranslations('checkLayoutWindow');
  const [tooLarge, setTooLarge] = useState(false);
  const src = typeof value === 'string' && value ? value : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- a data URL the person chose, not a page asset
        <img src={src} alt={t('signatureShown')} className="h-10 max-w-48 rounded border border-slate-200 bg-white object-contain" />
      ) : null}
      <FileInput
        id={id}
        accept="image/png,image/jpeg"
        className="text-xs"
        onChange={(file) => {
          if (!file) return;
          setTooLarge(file.size > 300_000);
          if (file.size > 300_000) return;
          const reader = new FileReader();
          reader.onload = () => onChange(String(reader.result));
          reader.readAsDataURL(file);
        }}
      />
      {src ? (
        <button type="button" onClick={() => onChange(null)} className="rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100">
          {t('removeSignature')}
        </button>
      ) : null}
      {tooLarge ? <p className="text-xs text-red-700">{t('signatureTooLarge')}</p> : null}
    </div>
  );
}
