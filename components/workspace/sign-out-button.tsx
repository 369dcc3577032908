'use client';

import { useTransition } from 'react';
import { signOutAction } from '@/app/actions';

/** Sign-Out: ends the session, then loads /login afresh (no page of the session stays in memory). */
export function SignOutButton({ label }: { label: string }) {
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => start(async () => {
        await signOutAction();
        window.location.assign('/login');
      })}
      className="rounded px-2 py-1 hover:bg-slate-800"
    >
      {label}
    </button>
  );
}
