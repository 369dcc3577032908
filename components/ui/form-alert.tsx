/** A message above a form: an error (role alert) or a notice. */
export function FormAlert({ kind, children }: { kind: 'error' | 'notice'; children: React.ReactNode }) {
  const style = kind === 'error' ? 'border-red-200 bg-red-50 text-red-700' : 'border-emerald-200 bg-emerald-50 text-emerald-800';
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`rounded-md border px-3 py-2 text-sm ${style}`}>
      {children}
    </p>
  );
}
