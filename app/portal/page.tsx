import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { SignOutButton } from '@/components/workspace/sign-out-button';
import { currentClient, currentCompany } from '@/lib/auth/current';
import { clientStatusLabel } from '@/lib/modules/crm/clients';

// GET /portal – where a client's login link leads: who they are to the company
export default async function ClientPortalPage() {
  const [company, client, t] = await Promise.all([currentCompany(), currentClient(), getTranslations('portal')]);
  if (!company || !client) redirect('/login');
  return (
    <AuthCard title={t('welcome', { name: client.displayName })} subtitle={t('of', { company: company.name })}>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <dt className="text-slate-500">{t('email')}</dt>
        <dd className="col-span-2">{client.email ?? '—'}</dd>
        <dt className="text-slate-500">{t('status')}</dt>
        <dd className="col-span-2">{clientStatusLabel(client.status)}</dd>
      </dl>
      <div className="rounded-md bg-slate-900 p-1 text-sm text-white">
        <SignOutButton label={t('signOut')} />
      </div>
    </AuthCard>
  );
}
