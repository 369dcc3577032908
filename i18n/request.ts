import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
// The app's modules declare the default terms the company's words replace (lib/terminology/defaults.ts).
import '@/lib/api/modules';
import { currentCompany, currentUser } from '@/lib/auth/current';
import { pageRenames } from '@/lib/terminology/labels';
import { messagesWithTerms } from '@/lib/terminology/rename';
import { timeZoneName, zoneOf } from '@/lib/time-zones';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from './locales';

// The locale is the person's choice, never a part of the URL: the language buttons set a cookie
// and the user's account; on a device without the cookie the account's choice applies. On a
// company's host every message carries the company's words for the product's terms.
export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value ?? (await currentUser().catch(() => null))?.locale;
  const locale = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  const [messages, company] = await Promise.all([import(`../messages/${locale}.json`).then((m) => m.default), currentCompany().catch(() => null)]);
  const renames = company ? await pageRenames(company.id, locale) : {};
  // Moments are shown by the company's clock (its settings' zone); off a company's host, UTC.
  return { locale, messages: messagesWithTerms(messages, locale, renames), timeZone: company ? timeZoneName(zoneOf(company.settings)) : 'UTC' };
});
