'use client';

import { useFormStatus } from 'react-dom';

/** A form's submit button: shows `pendingLabel` with a spinner while the form is submitting. */
export function SubmitButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark disabled:opacity-70"
    >
      {pending ? <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}
