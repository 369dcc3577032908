'use client';

import { useTranslations } from 'next-intl';
import { useDesktop } from '@/components/base/desktop';

/** The numbering series of the document types (prefix, zero-fill, next number): managed in their own list window. */
export default function NumberingTab() {
  const t = useTranslations('settings');
  const { open } = useDesktop();
  return (
    <section aria-labelledby="numbering">
      <h3 id="numbering" className="font-medium">
        {t('numbering')}
      </h3>
      <p className="mt-1 text-slate-600">{t('numberingHint')}</p>
      <button type="button" onClick={() => open('list', ['numbering-series'])} className="mt-2 rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100">
        {t('numberingButton')}
      </button>
    </section>
  );
}
