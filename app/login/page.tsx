import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { AuthFooterLink } from '@/components/auth/auth-footer-link';
import { FormAlert } from '@/components/ui/form-alert';
import { currentClient, currentCompany, currentUser, safeCallback } from '@/lib/auth/current';
import { LoginForm } from './login-form';
import { TokenLogin } from './token-login';

type Search = { callbackUrl?: string; auth?: string; email?: string; registered?: string };

// GET /login on a company host – password login, or token login with ?auth=<auth_key>
export default async function LoginPage({ searchParams }: { searchParams: Promise<Search> }) {
  const [company, user, params, t] = await Promise.all([currentCompany(), currentUser(), searchParams, getTranslations('login')]);
  if (!company) notFound();
  const callbackUrl = safeCallback(params.callbackUrl);
  if (user) redirect(callbackUrl);
  if (!params.auth && (await currentClient())) redirect('/portal');
  return (
    <AuthCard title={t('title')} subtitle={t('to', { company: company.name })}>
      {params.registered ? <FormAlert kind="notice">{t('registered')}</FormAlert> : null}
      {params.auth ? (
        <TokenLogin authKey={params.auth} callbackUrl={callbackUrl} />
      ) : (
        <LoginForm callbackUrl={callbackUrl} email={params.email} />
      )}
      <AuthFooterLink text={t('noAccount')} link={t('signup')} href="/signup" />
    </AuthCard>
  );
}
