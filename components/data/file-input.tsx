'use client';

/** A file chosen from the computer for a form that sends it as multipart (an AP file, a bank statement). */
export function FileInput({ id, accept, invalid, onChange }: { id: string; accept: string; invalid?: boolean; onChange: (file: File | null) => void }) {
  return (
    <input
      id={id}
      type="file"
      accept={accept}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      className="block w-full text-sm file:mr-3 file:rounded file:border file:border-slate-300 file:bg-white file:px-3 file:py-1"
    />
  );
}
