import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import { House } from 'lucide-react';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { setLocaleAction } from '@/lib/actions/workspace';
import { LOCALES } from '@/i18n/locales';
import { otherCompaniesOf } from '@/lib/auth/switch';
import { companyOrigin } from '@/lib/tenant/host';
import type { SessionUser } from '@/lib/users/session-user';
import { BAR_BUTTON } from '@/components/base/menu-style';
import { NotificationsBell } from './notifications';
import { SignOutButton } from './sign-out-button';
import { AccountMenu, SettingsButton, SupportButton, SwitchMenu, TopBarMenu } from './top-bar-buttons';
import { WaitingApproval } from './waiting-approval';

/**
 * The top bar (spec section 2): a button per language, invoices waiting for approval, the
 * notifications, Support, Settings, Switch, Home and Sign-Out. Below 1024px, where they do not
 * fit side by side, Support to Sign-Out are gathered in one menu.
 */
export async function TopBar({ companyName, logo, user }: { companyName: string; logo: string | null; user: SessionUser }) {
  const [t, tl, locale, h, others] = await Promise.all([getTranslations('topBar'), getTranslations('locales'), getLocale(), headers(), otherCompaniesOf(user)]);
  const host = h.get('host') ?? 'localhost';
  const protocol = h.get('x-forwarded-proto') ?? 'http';
  const companies = others.map((c) => ({ name: c.name, url: `${companyOrigin(c.slug, host, protocol)}/login?email=${encodeURIComponent(user.email)}` }));
  return (
    <header className="ws-bar relative z-[500] flex h-12 items-center gap-1 bg-slate-900 px-3 text-sm whitespace-nowrap text-slate-100">
      {logo ? (
        // The company's logo (Information settings), served by site/logo; its version in the address lets a new one show at once.
        // eslint-disable-next-line @next/next/no-img-element -- a small image of the company's own, not worth the image optimiser
        <img src={`/api/v1/site/logo?v=${createHash('sha256').update(logo).digest('hex').slice(0, 12)}`} alt="" className="mr-1 h-7 max-w-24 shrink-0 rounded bg-white object-contain p-0.5" />
      ) : null}
      <span className="mr-2 min-w-0 truncate font-semibold">{companyName}</span>
      <nav aria-label={t('language')} className="flex shrink-0 gap-1">
        {LOCALES.map((l) => (
          <form key={l} action={setLocaleAction.bind(null, l)}>
            <button type="submit" lang={l} aria-pressed={l === locale} className={`rounded px-2 py-1 ${l === locale ? 'bg-slate-700' : 'hover:bg-slate-800'}`}>
              {tl(l)}
            </button>
          </form>
        ))}
      </nav>
      <WaitingApproval />
      <NotificationsBell />
      <div className="hidden items-center gap-1 lg:flex">
        <SupportButton />
        <SettingsButton />
        <SwitchMenu companies={companies} />
        <Link href="/" className={BAR_BUTTON}>
          <House aria-hidden className="size-4" />
          {t('home')}
        </Link>
        <AccountMenu name={user.displayName} />
        <SignOutButton label={t('signOut')} />
      </div>
      <div className="lg:hidden">
        <TopBarMenu companies={companies} name={user.displayName} />
      </div>
    </header>
  );
}
