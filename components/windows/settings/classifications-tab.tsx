'use client';

import { useTranslations } from 'next-intl';
import { useDesktop } from '@/components/base/desktop';

const BUTTON = 'rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100';

/** Classifications and types, and the custom fieldsets (-23): each managed in its own list window. */
export default function ClassificationsTab() {
  const t = useTranslations('settings');
  const { open } = useDesktop();
  return (
    <>
      <section aria-labelledby="classifications">
        <h3 id="classifications" className="font-medium">
          {t('classifications')}
        </h3>
        <p className="mt-1 text-slate-600">{t('classificationsHint')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" onClick={() => open('list', ['classifications'])} className={BUTTON}>
            {t('classificationsButton')}
          </button>
          <button type="button" onClick={() => open('list', ['company-types'])} className={BUTTON}>
            {t('typesButton')}
          </button>
        </div>
      </section>
      <section aria-labelledby="custom-fields" className="border-t border-slate-200 pt-4">
        <h3 id="custom-fields" className="font-medium">
          {t('customFields')}
        </h3>
        <p className="mt-1 text-slate-600">{t('customFieldsHint')}</p>
        <button type="button" onClick={() => open('list', ['fieldset'])} className={`mt-2 ${BUTTON}`}>
          {t('customFieldsButton')}
        </button>
      </section>
    </>
  );
}
