import { headers } from 'next/headers';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { currentCompany } from '@/lib/auth/current';
import { parseHost } from '@/lib/tenant/host';

/** 404: on a subdomain no company uses it says so; otherwise the page is unknown. */
export default async function NotFound() {
  const [t, h, company] = await Promise.all([getTranslations('notFound'), headers(), currentCompany()]);
  const noCompany = parseHost(h.get('host')).kind !== 'root' && !company;
  return (
    <main className="flex min-h-full items-center justify-center p-6 text-center">
      <div>
        <h1 className="text-2xl font-semibold">{noCompany ? t('company') : t('page')}</h1>
        <p className="mt-2 text-slate-600">{noCompany ? t('companyBody') : t('pageBody')}</p>
        {noCompany ? null : (
          <Link href="/" className="mt-4 inline-block text-brand hover:underline">
            {t('home')}
          </Link>
        )}
      </div>
    </main>
  );
}
