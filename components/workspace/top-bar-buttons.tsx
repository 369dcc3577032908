'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { HelpDialog } from '@/components/windows/help-dialog';
import { useDesktop } from './desktop';

/** Settings: opens the Configuration and Settings window. */
export function SettingsButton() {
  const t = useTranslations('topBar');
  const { open } = useDesktop();
  return (
    <button type="button" onClick={() => open('settings', [])} className="rounded px-2 py-1 hover:bg-slate-800">
      {t('settings')}
    </button>
  );
}

/** Support: how to get help. */
export function SupportButton() {
  const t = useTranslations('topBar');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="rounded px-2 py-1 hover:bg-slate-800">
        {t('support')}
      </button>
      {open ? <HelpDialog title={t('support')} body={t('supportBody')} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** Switch: the other companies where the person has an account, each opening its login. */
export function SwitchMenu({ companies }: { companies: { name: string; url: string }[] }) {
  const t = useTranslations('topBar');
  const [open, setOpen] = useState(false);
  return (
    <div className="relative">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="rounded px-2 py-1 hover:bg-slate-800">
        {t('switch')}
      </button>
      {open ? (
        <ul className="absolute right-0 z-[600] mt-1 w-56 rounded-md bg-white py-1 text-sm text-slate-800 shadow-xl ring-1 ring-slate-200">
          {companies.length === 0 ? <li className="px-3 py-1 text-slate-500">{t('noOtherCompanies')}</li> : null}
          {companies.map((c) => (
            <li key={c.url}>
              <a href={c.url} className="block px-3 py-1 hover:bg-slate-100">
                {c.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
