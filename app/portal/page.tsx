import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { SignOutButton } from '@/components/workspace/sign-out-button';
import { currentClient, currentCompany } from '@/lib/auth/current';
import { today } from '@/lib/engine/date-params';
import { asLocale, formatIsoDate, formatMoney } from '@/lib/format';
import { portalAccount } from '@/lib/modules/sales/portal';
import { moneyStyleOf } from '@/lib/settings/company-settings';
import { withTenant } from '@/lib/tenant/transaction';

// GET /portal – where a client's login link leads: their customer's invoices and balance
export default async function ClientPortalPage() {
  const [company, client, t, locale] = await Promise.all([currentCompany(), currentClient(), getTranslations('portal'), getLocale().then(asLocale)]);
  if (!company || !client) redirect('/login');
  const money = moneyStyleOf(company);
  const account = await withTenant(company.id, (tx) => portalAccount(tx, company.id, client.customerId, today(company)), { readOnly: true });
  return (
    <main className="mx-auto max-w-4xl p-4 sm:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-slate-500">{t('of', { company: company.name })}</p>
          <h1 className="text-2xl font-semibold">{t('welcome', { name: client.displayName })}</h1>
        </div>
        <div className="rounded-md bg-slate-900 p-1 text-sm text-white">
          <SignOutButton label={t('signOut')} />
        </div>
      </header>
      {account.customer ? (
        <section className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-labelledby="invoices">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="invoices" className="text-lg font-semibold">
              {t('invoices', { customer: account.customer.name })}
            </h2>
            <p className="text-sm">
              {t('balance')} <strong className="tabular-nums">{formatMoney(account.customer.balance, locale, money)}</strong>
            </p>
          </div>
          {account.invoices.length === 0 ? (
            <p className="mt-4 text-sm text-slate-500">{t('noInvoices')}</p>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-left text-slate-500">
                  <tr>
                    <th className="py-2 pr-3 font-medium">{t('number')}</th>
                    <th className="py-2 pr-3 font-medium">{t('date')}</th>
                    <th className="py-2 pr-3 font-medium">{t('dueDate')}</th>
                    <th className="py-2 pr-3 text-right font-medium">{t('total')}</th>
                    <th className="py-2 pr-3 text-right font-medium">{t('balanceDue')}</th>
                    <th className="py-2 pr-3 font-medium">{t('status')}</th>
                    <th className="py-2 font-medium">
                      <span className="sr-only">{t('document')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {account.invoices.map((invoice) => (
                    <tr key={invoice.id} className="border-t border-slate-100">
                      <td className="py-2 pr-3">{invoice.number}</td>
                      <td className="py-2 pr-3 whitespace-nowrap">{formatIsoDate(invoice.date, locale)}</td>
                      <td className="py-2 pr-3 whitespace-nowrap">{invoice.dueDate ? formatIsoDate(invoice.dueDate, locale) : '—'}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(invoice.total, locale, money)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatMoney(invoice.balanceDue, locale, money)}</td>
                      <td className={`py-2 pr-3 ${invoice.status === 'overdue' ? 'font-medium text-red-700' : ''}`}>{t(`invoiceStatus.${invoice.status}`)}</td>
                      <td className="py-2">
                        <a href={`/portal/invoices/${invoice.id}/pdf`} target="_blank" rel="noopener" className="text-brand underline" aria-label={t('pdfOf', { number: invoice.number })}>
                          PDF
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : (
        <p className="mt-6 rounded-xl bg-white p-4 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">{t('noCustomer', { company: company.name })}</p>
      )}
    </main>
  );
}
