'use client';

import { LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { signOutAction, signOutEverywhereAction } from '@/lib/actions/workspace';
import { BAR_BUTTON } from '@/components/base/menu-style';

/** After signing out: a full load on purpose, so nothing of the ended session stays in memory. */
function toLogin() {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/login');
}

/** Ends this browser's session, then loads /login afresh. */
export function useSignOut() {
  const [pending, start] = useTransition();
  const signOut = () => start(async () => {
    await signOutAction();
    toLogin();
  });
  return { pending, signOut };
}

/** Ends every session of the person (a browser left signed in elsewhere), once confirmed. */
export function useSignOutEverywhere() {
  const t = useTranslations('topBar');
  const [pending, start] = useTransition();
  const signOutEverywhere = () => start(async () => {
    if (!window.confirm(t('signOutEverywhereConfirm'))) return;
    await signOutEverywhereAction();
    toLogin();
  });
  return { pending, signOutEverywhere };
}

/** Sign-Out. */
export function SignOutButton({ label }: { label: string }) {
  const { pending, signOut } = useSignOut();
  return (
    <button type="button" disabled={pending} onClick={signOut} className={BAR_BUTTON}>
      <LogOut aria-hidden className="size-4" />
      {label}
    </button>
  );
}
