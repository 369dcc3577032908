import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { AuthFooterLink } from '@/components/auth/auth-footer-link';
import { currentCompany, currentUser } from '@/lib/auth/current';
import { SignupForm } from './signup-form';

// GET /signup on a company host – ask for an account in this company
export default async function SignupPage() {
  const [company, user, t] = await Promise.all([currentCompany(), currentUser(), getTranslations('signup')]);
  if (!company) notFound();
  if (user) redirect('/');
  return (
    <AuthCard title={t('title')} subtitle={t('at', { company: company.name })}>
      <SignupForm companyName={company.name} />
      <AuthFooterLink text={t('haveAccount')} link={t('login')} href="/login" />
    </AuthCard>
  );
}
