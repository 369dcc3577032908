import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { AuthFooterLink } from '@/components/auth/auth-footer-link';
import { FindCompanyForm } from './find-company-form';

// GET /login at the root domain – which company?
export default async function FindCompanyPage() {
  const t = await getTranslations('site');
  return (
    <AuthCard title={t('findTitle')} subtitle={t('findIntro')}>
      <FindCompanyForm />
      <AuthFooterLink link={t('createInstead')} href="/" />
    </AuthCard>
  );
}
