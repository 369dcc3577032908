import { getTranslations } from 'next-intl/server';
import { DashboardCards } from '@/components/workspace/dashboard-cards';
import { GemsBoard } from '@/components/workspace/gems-board';
import { resources } from '@/lib/api/registry';
import { requireStaff } from '@/lib/auth/current';
import { today } from '@/lib/engine/date-params';
import { dashboardSummary } from '@/lib/modules/workspace/dashboard';
import { withTenant } from '@/lib/tenant/transaction';

// GET / on a company host – the dashboard (tab 1): a welcome, live cards and the user's gems
export default async function DashboardPage() {
  const [{ company, user }, t] = await Promise.all([requireStaff(), getTranslations('dashboard')]);
  const summary = await withTenant(company.id, (tx) => dashboardSummary({ tx, company, user, registry: resources }, today(company)), { readOnly: true });
  return (
    <main>
      <div className="px-4 pt-4">
        <h1 className="text-2xl font-semibold">{t('welcome', { name: user.displayName })}</h1>
        <p className="mt-1 text-slate-600">{t('signedInAs', { company: company.name, email: user.email })}</p>
      </div>
      <DashboardCards summary={summary} />
      <GemsBoard tabId={1} />
    </main>
  );
}
