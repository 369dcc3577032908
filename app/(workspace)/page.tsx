import { getTranslations } from 'next-intl/server';
import { GemsBoard } from '@/components/workspace/gems-board';
import { requireStaff } from '@/lib/auth/current';

// GET / on a company host – the dashboard (tab 1): a welcome and the user's gems
export default async function DashboardPage() {
  const [{ company, user }, t] = await Promise.all([requireStaff(), getTranslations('dashboard')]);
  return (
    <main>
      <div className="px-4 pt-4">
        <h1 className="text-2xl font-semibold">{t('welcome', { name: user.displayName })}</h1>
        <p className="mt-1 text-slate-600">{t('signedInAs', { company: company.name, email: user.email })}</p>
      </div>
      <GemsBoard tabId={1} />
    </main>
  );
}
