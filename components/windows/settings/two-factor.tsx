'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApi } from '@/components/data/queries';
import { ApiFailure, apiFetch } from '@/components/base/api';
import { useServerMessage } from '@/components/data/server-message';

type Status = { enabled: 0 | 1; recovery_codes_left: number };
type Enrolment = { secret: string; otpauth_uri: string; qr_svg: string };

/** A code box with its button; a refusal is shown under it. */
function CodeForm({ label, submit, onDone }: { label: string; submit: (code: string) => Promise<void>; onDone?: () => void }) {
  const t = useTranslations('twoFactor');
  const say = useServerMessage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await submit(code);
      setError(undefined);
      onDone?.();
    } catch (failure) {
      setError(failure instanceof ApiFailure && failure.items?.[0] ? say(failure.items[0]) : (failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={send} className="flex flex-wrap items-end gap-2">
      <label className="block">
        <span className="block text-slate-600">{t('code')}</span>
        <input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" className="w-40 rounded border border-slate-300 bg-white px-2 py-1" />
      </label>
      <button type="submit" disabled={busy} className="rounded-md bg-brand px-4 py-1.5 text-white disabled:opacity-60">
        {label}
      </button>
      {error ? (
        <span role="alert" className="basis-full text-xs text-red-600">
          {error}
        </span>
      ) : null}
    </form>
  );
}

/** Two-factor sign-in, the person's own: set up with an authenticator app, recovery codes shown once, turned off with a code. */
export function TwoFactor() {
  const t = useTranslations('twoFactor');
  // The status through the shared cache; the enrolment, its confirmation and turning off are one-off
  // POSTs kept out of it on purpose (a secret and recovery codes shown once must never be cached).
  const read = useApi<Status>('users', 'site/two-factor', { staleTime: 0 });
  const status = read.data;
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const load = async () => void (await read.refetch());
  if (!status) return <p className="text-slate-500">…</p>;
  if (codes) {
    return (
      <div className="space-y-2">
        <p className="font-medium text-emerald-700">{t('on')}</p>
        <p>{t('recoveryHint')}</p>
        <ol aria-label={t('recoveryCodes')} className="grid grid-cols-2 gap-1 rounded border border-slate-200 p-2 font-mono">
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <button type="button" onClick={() => setCodes(null)} className="rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100">
          {t('savedThem')}
        </button>
      </div>
    );
  }
  if (status.enabled) {
    return (
      <div className="space-y-3">
        <p className="font-medium text-emerald-700">{t('on')}</p>
        <p className="text-slate-600">{t('codesLeft', { count: status.recovery_codes_left })}</p>
        <p>{t('offHint')}</p>
        <CodeForm label={t('turnOff')} submit={(code) => apiFetch('site/two-factor-disable', { method: 'POST', body: { code } })} onDone={load} />
      </div>
    );
  }
  if (enrolment) {
    return (
      <div className="space-y-3">
        <p>{t('scan')}</p>
        <div className="flex flex-wrap items-start gap-4">
          <div role="img" aria-label={t('qr')} className="size-44 rounded bg-white p-1 [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: enrolment.qr_svg }} />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="text-slate-600">{t('orType')}</p>
            <code data-testid="totp-secret" className="block break-all rounded bg-slate-100 px-2 py-1">
              {enrolment.secret}
            </code>
            <a href={enrolment.otpauth_uri} className="block break-all text-xs text-brand underline">
              {enrolment.otpauth_uri}
            </a>
          </div>
        </div>
        <CodeForm
          label={t('turnOn')}
          submit={async (code) => {
            const made = await apiFetch<{ recovery_codes: string[] }>('site/two-factor-confirm', { method: 'POST', body: { code } });
            setCodes(made.recovery_codes);
            setEnrolment(null);
            await load();
          }}
        />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p>{t('offIntro')}</p>
      <button type="button" onClick={async () => setEnrolment(await apiFetch<Enrolment>('site/two-factor-enrol', { method: 'POST' }))} className="rounded-md bg-brand px-4 py-1.5 text-white">
        {t('setUp')}
      </button>
    </div>
  );
}
