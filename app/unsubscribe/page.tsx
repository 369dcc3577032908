import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { readUnsubscribeToken } from '@/lib/mail/unsubscribe';

// GET /unsubscribe?t=… – no login: a blast e-mail's link asks to confirm (a link scanner's visit changes nothing).
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<{ t?: string; done?: string }> }) {
  const { t: token, done } = await searchParams;
  const t = await getTranslations('unsubscribe');
  const target = readUnsubscribeToken(token);
  return (
    <AuthCard title={t('title')} subtitle={target?.email}>
      {!target ? (
        <p className="text-sm text-red-700">{t('invalid')}</p>
      ) : done ? (
        <p role="status" className="text-sm text-slate-700">
          {t('done')}
        </p>
      ) : (
        <form method="post" action="/api/unsubscribe" className="space-y-4">
          <input type="hidden" name="t" value={token} />
          <p className="text-sm text-slate-600">{t('question')}</p>
          <button type="submit" className="w-full rounded-md bg-brand px-4 py-2 text-white">
            {t('confirm')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
