'use client';

import { ArrowLeftRight, ChevronRight, CircleHelp, House, LogOut, Menu, Settings } from 'lucide-react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useDesktop } from './desktop';
import { BAR_BUTTON, MENU, MENU_ITEM } from './menu-style';
import { useSignOut, useSignOutEverywhere } from './sign-out-button';

// Loaded when first opened: the top bar is on every page's first load.
const HelpDialog = dynamic(() => import('@/components/windows/help-dialog').then((m) => m.HelpDialog));

export type OtherCompany = { name: string; url: string };

/** Settings: opens the Configuration and Settings window. */
export function SettingsButton() {
  const t = useTranslations('topBar');
  const { open } = useDesktop();
  return (
    <button type="button" onClick={() => open('settings', [])} className={BAR_BUTTON}>
      <Settings aria-hidden className="size-4" />
      {t('settings')}
    </button>
  );
}

/** Support: how to get help. */
export function SupportButton() {
  const t = useTranslations('topBar');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={BAR_BUTTON}>
        <CircleHelp aria-hidden className="size-4" />
        {t('support')}
      </button>
      {open ? <HelpDialog title={t('support')} body={t('supportBody')} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function CompanyItems({ companies }: { companies: OtherCompany[] }) {
  const t = useTranslations('topBar');
  if (companies.length === 0) return <p className="px-3 py-1.5 text-slate-500">{t('noOtherCompanies')}</p>;
  return companies.map((c) => (
    <DropdownMenu.Item key={c.url} asChild className={MENU_ITEM}>
      <a href={c.url}>{c.name}</a>
    </DropdownMenu.Item>
  ));
}

/** Switch: the other companies where the person has an account, each opening its login. */
export function SwitchMenu({ companies }: { companies: OtherCompany[] }) {
  const t = useTranslations('topBar');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={BAR_BUTTON}>
        <ArrowLeftRight aria-hidden className="size-4" />
        {t('switch')}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} collisionPadding={8} className={MENU}>
          <CompanyItems companies={companies} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The top bar's buttons gathered in one menu, for screens too narrow to show them side by side:
 * Support, Settings, Switch, Home, the person's Sign out everywhere and Sign-Out.
 */
export function TopBarMenu({ companies, name }: { companies: OtherCompany[]; name: string }) {
  const t = useTranslations('topBar');
  const { open } = useDesktop();
  const [help, setHelp] = useState(false);
  const { signOut } = useSignOut();
  const { signOutEverywhere } = useSignOutEverywhere();
  const icon = 'size-4 shrink-0 text-slate-500';
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger aria-label={t('menu')} className={BAR_BUTTON}>
          <Menu aria-hidden className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} collisionPadding={8} className={MENU}>
            <DropdownMenu.Item onSelect={() => setHelp(true)} className={MENU_ITEM}>
              <CircleHelp aria-hidden className={icon} />
              {t('support')}
            </DropdownMenu.Item>
            <DropdownMenu.Item onSelect={() => open('settings', [])} className={MENU_ITEM}>
              <Settings aria-hidden className={icon} />
              {t('settings')}
            </DropdownMenu.Item>
            <DropdownMenu.Sub>
              <DropdownMenu.SubTrigger className={MENU_ITEM}>
                <ArrowLeftRight aria-hidden className={icon} />
                {t('switch')}
                <ChevronRight aria-hidden className="ml-auto size-4" />
              </DropdownMenu.SubTrigger>
              <DropdownMenu.Portal>
                <DropdownMenu.SubContent collisionPadding={8} className={MENU}>
                  <CompanyItems companies={companies} />
                </DropdownMenu.SubContent>
              </DropdownMenu.Portal>
            </DropdownMenu.Sub>
            <DropdownMenu.Item asChild className={MENU_ITEM}>
              <Link href="/">
                <House aria-hidden className={icon} />
                {t('home')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Label className="truncate px-3 py-1 text-xs text-slate-500">{name}</DropdownMenu.Label>
            <DropdownMenu.Item onSelect={signOutEverywhere} className={MENU_ITEM}>
              {t('signOutEverywhere')}
            </DropdownMenu.Item>
            <DropdownMenu.Item onSelect={signOut} className={MENU_ITEM}>
              <LogOut aria-hidden className={icon} />
              {t('signOut')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {help ? <HelpDialog title={t('support')} body={t('supportBody')} onClose={() => setHelp(false)} /> : null}
    </>
  );
}
