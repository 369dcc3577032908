import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { currentUser } from '@/lib/auth/current';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from './locales';

// The locale is the person's choice, never a part of the URL: the language buttons set a cookie
// and the user's account; on a device without the cookie the account's choice applies.
export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value ?? (await currentUser().catch(() => null))?.locale;
  const locale = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  return { locale, messages: (await import(`../messages/${locale}.json`)).default, timeZone: 'UTC' };
});
