import { headers } from 'next/headers';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { CompanySignupForm } from './company-signup-form';

/** The root domain's page: the product, and sign-up of a new company. */
export async function RootSignup() {
  const [t, h] = await Promise.all([getTranslations('site'), headers()]);
  const rootHost = (h.get('host') ?? 'localhost').replace(/^www\./, '');
  return (
    <AuthCard title={t('signupTitle')} subtitle={t('signupIntro')}>
      <CompanySignupForm rootHost={rootHost} />
      <p className="text-center text-sm text-slate-600">
        {t('haveAccount')}{' '}
        <Link href="/login" className="font-medium text-brand hover:underline">
          {t('findTitle')}
        </Link>
      </p>
    </AuthCard>
  );
}
