'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { signOutAction, signOutEverywhereAction } from '@/lib/actions/workspace';

/** After signing out: a full load on purpose, so nothing of the ended session stays in memory. */
function toLogin() {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/login');
}

/** Sign-Out: ends this browser's session, then loads /login afresh. */
export function SignOutButton({ label }: { label: string }) {
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => start(async () => {
        await signOutAction();
        toLogin();
      })}
      className="rounded px-2 py-1 hover:bg-slate-800"
    >
      {label}
    </button>
  );
}

/** The signed-in person's name, opening a menu with Sign out everywhere (a browser left signed in elsewhere). */
export function AccountMenu({ name }: { name: string }) {
  const t = useTranslations('topBar');
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  return (
    <div className="relative">
      <button type="button" aria-expanded={open} aria-haspopup="menu" onClick={() => setOpen(!open)} className="max-w-40 truncate rounded px-2 py-1 text-slate-300 hover:bg-slate-800">
        {name}
      </button>
      {open ? (
        <div role="menu" aria-label={name} className="absolute right-0 z-[600] mt-1 w-64 rounded-md bg-white py-1 text-sm text-slate-800 shadow-xl ring-1 ring-slate-200">
          <button
            type="button"
            role="menuitem"
            disabled={pending}
            onClick={() => start(async () => {
              if (!window.confirm(t('signOutEverywhereConfirm'))) return;
              await signOutEverywhereAction();
              toLogin();
            })}
            className="block w-full px-3 py-1 text-left whitespace-normal hover:bg-slate-100"
          >
            {t('signOutEverywhere')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
