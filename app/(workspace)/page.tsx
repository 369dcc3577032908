import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/lib/auth/current';

// GET / on a company host – the dashboard
export default async function DashboardPage() {
  const [{ company, user }, t] = await Promise.all([requireStaff(), getTranslations('dashboard')]);
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold">{t('welcome', { name: user.displayName })}</h1>
      <p className="mt-1 text-slate-600">{t('signedInAs', { company: company.name, email: user.email })}</p>
    </main>
  );
}
