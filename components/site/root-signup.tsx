import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { AuthFooterLink } from '@/components/auth/auth-footer-link';
import { CompanySignupForm } from './company-signup-form';

/** The root domain's page: the product, and sign-up of a new company. */
export async function RootSignup() {
  const [t, h] = await Promise.all([getTranslations('site'), headers()]);
  const rootHost = (h.get('host') ?? 'localhost').replace(/^www\./, '');
  return (
    <AuthCard title={t('signupTitle')} subtitle={t('signupIntro')}>
      <CompanySignupForm rootHost={rootHost} />
      <AuthFooterLink text={t('haveAccount')} link={t('findTitle')} href="/login" />
    </AuthCard>
  );
}
