'use client';

import { useTransition } from 'react';
import { signOutAction } from '@/lib/actions/workspace';

/** Sign-Out: ends the session, then loads /login afresh (no page of the session stays in memory). */
export function SignOutButton({ label }: { label: string }) {
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => start(async () => {
        await signOutAction();
        // A full load on purpose: nothing of the ended session stays in the page's memory.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign('/login');
      })}
      className="rounded px-2 py-1 hover:bg-slate-800"
    >
      {label}
    </button>
  );
}
