'use client';

import { useTranslations } from 'next-intl';
import { useGemTitle } from '@/components/base/gem-title';
import type { WindowState } from '@/lib/workspace/windows';

/** The window of a gem whose feature is not built yet: it says so, and shows nothing made up. */
export default function MissingWindow({ window: w }: { window: WindowState }) {
  const t = useTranslations('missing');
  const title = useGemTitle();
  return (
    <div className="p-6 text-sm text-slate-700">
      <p className="font-semibold">{title(Number(w.args[0]))}</p>
      <p className="mt-2">{t('body')}</p>
    </div>
  );
}
