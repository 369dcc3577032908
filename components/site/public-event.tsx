import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';

/** /events/{id?} and /event/{id?}: open without login; events themselves are not built yet. */
export async function PublicEvent({ id }: { id?: string }) {
  const t = await getTranslations('events');
  return (
    <AuthCard title={t('title')} subtitle={id ? `#${id}` : undefined}>
      <p className="text-sm text-slate-600">{t('none')}</p>
    </AuthCard>
  );
}
