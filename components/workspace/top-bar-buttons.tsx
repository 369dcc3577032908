'use client';

import { ArrowLeftRight, CircleHelp, Menu, Settings } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { lazy, useState } from 'react';
import { useDesktop } from '@/components/base/desktop';
import { OnFirstUse } from './first-use';
import { BAR_BUTTON } from '@/components/base/menu-style';
import type { OtherCompany } from './top-bar-menus';

// Loaded when first opened: the top bar is on every page's first load.
const HelpDialog = dynamic(() => import('@/components/windows/help-dialog').then((m) => m.HelpDialog));
const loadMenus = () => import('./top-bar-menus');
const LazySwitchMenu = lazy(() => loadMenus().then((m) => ({ default: m.SwitchMenu })));
const LazyAccountMenu = lazy(() => loadMenus().then((m) => ({ default: m.AccountMenu })));
const LazyTopBarMenu = lazy(() => loadMenus().then((m) => ({ default: m.TopBarMenu })));

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

/** Switch: the other companies where the person has an account, each opening its login. */
export function SwitchMenu({ companies }: { companies: OtherCompany[] }) {
  const t = useTranslations('topBar');
  const trigger = {
    className: BAR_BUTTON,
    children: (
      <>
        <ArrowLeftRight aria-hidden className="size-4" />
        {t('switch')}
      </>
    ),
  };
  return <OnFirstUse load={loadMenus} kind="menu" trigger={trigger} popup={(look) => <LazySwitchMenu trigger={look} companies={companies} />} />;
}

/** The signed-in person's name, opening the theme choice and Sign out everywhere. */
export function AccountMenu({ name }: { name: string }) {
  const trigger = { className: `${BAR_BUTTON} max-w-40 text-slate-300`, children: <span className="truncate">{name}</span> };
  return <OnFirstUse load={loadMenus} kind="menu" trigger={trigger} popup={(look) => <LazyAccountMenu trigger={look} name={name} />} />;
}

/** The top bar's buttons in one menu, below 1024px. */
export function TopBarMenu({ companies, name }: { companies: OtherCompany[]; name: string }) {
  const t = useTranslations('topBar');
  const trigger = { label: t('menu'), className: BAR_BUTTON, children: <Menu aria-hidden className="size-5" /> };
  return <OnFirstUse load={loadMenus} kind="menu" trigger={trigger} popup={(look) => <LazyTopBarMenu trigger={look} companies={companies} name={name} />} />;
}
