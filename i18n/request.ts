import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from './locales';

// The locale is the person's choice (a cookie set by the top bar's language buttons), not a URL part.
export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  return { locale, messages: (await import(`../messages/${locale}.json`)).default, timeZone: 'UTC' };
});
