import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { currentCompany } from '@/lib/auth/current';
import { THEME_SCRIPT } from '@/lib/workspace/theme';
import './globals.css';

// The product's own title at the root domain; the company's name on its workspace.
export async function generateMetadata(): Promise<Metadata> {
  const [t, company] = await Promise.all([getTranslations('product'), currentCompany()]);
  return { title: company ? `${company.name} · ${t('name')}` : `${t('name')} — ${t('tagline')}` };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    // The theme script sets the class of <html> before React hydrates it.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body>
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
