'use client';

import { useTranslations } from 'next-intl';
import { ApiFailure } from '@/components/base/api';

/** A provider's refusal in the person's language: not configured, unavailable, a bad answer, nothing found; else the server's words. */
export function ProviderFailure({ error, what }: { error: unknown; what: 'weather' | 'directions' }) {
  const t = useTranslations('tools.provider');
  const code = error instanceof ApiFailure ? error.code : undefined;
  const known = code === 'not_configured' || code === 'unavailable' || code === 'bad_answer' || code === 'not_found';
  return (
    <p role="alert" data-testid="provider-failure" className="rounded bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
      {known ? t(`${code}.${what}`) : error instanceof Error ? error.message : t('unavailable.' + what)}
    </p>
  );
}
