import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { FindCompanyForm } from './find-company-form';

// GET /login at the root domain – which company?
export default async function FindCompanyPage() {
  const t = await getTranslations('site');
  return (
    <AuthCard title={t('findTitle')} subtitle={t('findIntro')}>
      <FindCompanyForm />
      <p className="text-center text-sm text-slate-600">
        <Link href="/" className="font-medium text-brand hover:underline">
          {t('createInstead')}
        </Link>
      </p>
    </AuthCard>
  );
}
