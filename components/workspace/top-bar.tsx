import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { setLocaleAction } from '@/app/actions';
import { LOCALES } from '@/i18n/locales';
import { SignOutButton } from './sign-out-button';

/** The workspace's top bar: company, languages, Home and Sign-Out. */
export async function TopBar({ companyName, userName }: { companyName: string; userName: string }) {
  const [t, tl, locale] = await Promise.all([getTranslations('topBar'), getTranslations('locales'), getLocale()]);
  return (
    <header className="flex h-12 items-center gap-3 bg-slate-900 px-4 text-sm text-slate-100">
      <span className="font-semibold">{companyName}</span>
      <nav aria-label={t('language')} className="ml-auto flex gap-1">
        {LOCALES.map((l) => (
          <form key={l} action={setLocaleAction.bind(null, l)}>
            <button
              type="submit"
              lang={l}
              aria-pressed={l === locale}
              className={`rounded px-2 py-1 ${l === locale ? 'bg-slate-700' : 'hover:bg-slate-800'}`}
            >
              {tl(l)}
            </button>
          </form>
        ))}
      </nav>
      <Link href="/" className="rounded px-2 py-1 hover:bg-slate-800">
        {t('home')}
      </Link>
      <span className="text-slate-400">{userName}</span>
      <SignOutButton label={t('signOut')} />
    </header>
  );
}
