'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * A file chosen from the computer (an AP file, a bank statement, a logo, a signature, an import).
 * The browser draws its own control in the browser's language ("Choose File", "No file chosen"),
 * whatever the person's: here the native input stays, for the keyboard, the field's label and
 * its accessible name, laid transparent over a face drawn in the person's language (the button
 * and the chosen file's name), which shows its focus and hover. The face is hidden from assistive
 * technology, so the field's name stays its label alone.
 */
export function FileInput({
  id,
  accept,
  invalid,
  disabled,
  label,
  className,
  onChange,
}: {
  id?: string;
  accept: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Its accessible name where no `<label for>` gives one. */
  label?: string;
  className?: string;
  onChange: (file: File | null) => void;
}) {
  const t = useTranslations('form');
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <span className={`relative flex min-w-0 items-center gap-3 text-sm ${className ?? ''}`}>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-label={label}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          setChosen(file?.name ?? null);
          onChange(file);
        }}
        className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-default"
      />
      <span
        aria-hidden
        className="shrink-0 rounded border border-slate-300 bg-white px-3 py-1 peer-hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-sky-500 peer-disabled:opacity-50"
      >
        {t('chooseFile')}
      </span>
      <span aria-hidden className="truncate text-slate-600">
        {chosen ?? t('noFileChosen')}
      </span>
    </span>
  );
}
