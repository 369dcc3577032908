import { getLocale } from 'next-intl/server';
import { Dock } from '@/components/workspace/dock';
import { WorkspaceShell } from '@/components/workspace/shell';
import { TopBar } from '@/components/workspace/top-bar';
import { isLocale } from '@/i18n/locales';
import { requireStaff } from '@/lib/auth/current';
import { app } from '@/lib/api/modules';
import { collectionsFor } from '@/lib/api/registry';
import { reportsFor } from '@/lib/api/report-registry';
import { servicesOf } from '@/lib/engine/services';
import { pageRenames } from '@/lib/terminology/labels';
import { moneyStyleOf, settingsOf } from '@/lib/settings/company-settings';
import { zoneOf } from '@/lib/time-zones';
import { themeSyncScript } from '@/lib/workspace/theme';
import { ACCENT_STYLE_ID, accentCss } from '@/lib/workspace/themes';

// The workspace of every login-required page of a company host: top bar, area content, dock, windows.
export default async function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  const [{ company, user }, locale] = await Promise.all([requireStaff(), getLocale()]);
  const language = isLocale(locale) ? locale : 'en';
  const renames = await pageRenames(company.id, language);
  const terms = { ...app.terms[language], ...renames };
  return (
    <WorkspaceShell terms={terms} defaultTerms={app.terms} formats={{ money: moneyStyleOf(company), timeZone: zoneOf(company.settings), personZone: user.timeZone }} services={servicesOf(company)} collections={collectionsFor(user, company)} reports={reportsFor(user)} desk={app.desk}>
      {/* The person's look and feel, from their account (the session user, whose cache the API's change clears: lib/cache.ts). */}
      <style id={ACCENT_STYLE_ID} dangerouslySetInnerHTML={{ __html: accentCss(user.themeAccent) }} />
      <script dangerouslySetInnerHTML={{ __html: themeSyncScript(user.themeMode) }} />
      <div className="flex min-h-full flex-col pb-16">
        <TopBar companyName={company.name} logo={settingsOf(company).logo} user={user} />
        <div className="relative flex-1">{children}</div>
      </div>
      <Dock />
    </WorkspaceShell>
  );
}
