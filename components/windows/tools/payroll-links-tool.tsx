'use client';

import { ExternalLink } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useDesktop } from '@/components/base/desktop';
import { PAYROLL_LINKS } from '@/lib/tools/payroll-links';
import { PRIMARY, Section } from './parts';

/** Payroll Useful Links [11]: the curated public links, then the company's own (the `payroll-links` list). */
export default function PayrollLinksTool() {
  const t = useTranslations('tools.payrollLinks');
  const locale = useLocale() === 'es' ? 'es' : 'en';
  const { open } = useDesktop();
  return (
    <div className="text-sm">
      <Section title={t('public')}>
        <ul className="space-y-2">
          {PAYROLL_LINKS.map((l) => (
            <li key={l.url}>
              <a href={l.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-sky-800 hover:underline">
                {l.name[locale]} <ExternalLink aria-hidden className="size-3.5" />
              </a>
              <p className="text-xs text-slate-600">
                {l.agency} · {l.about[locale]}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('own')}>
        <p className="text-slate-600">{t('ownHelp')}</p>
        <button type="button" className={PRIMARY} onClick={() => open('list', ['payroll-links'])}>
          {t('openOwn')}
        </button>
      </Section>
    </div>
  );
}
