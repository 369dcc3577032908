'use client';

import { ArrowLeftRight, ChevronRight, CircleHelp, House, LogOut, Settings } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { HelpDialog } from '@/components/windows/help-dialog';
import { chooseTheme, storedTheme, THEMES, type Theme } from '@/lib/workspace/theme';
import { apiFetch } from '@/components/base/api';
import { useDesktop } from '@/components/base/desktop';
import type { TriggerLook } from './first-use';
import { MENU, MENU_ITEM } from '@/components/base/menu-style';
import { useSignOut, useSignOutEverywhere } from './sign-out-button';

// The top bar's Radix menus, loaded on first use (first-use.tsx): each opens as it mounts.

export type OtherCompany = { name: string; url: string };

const SEPARATOR = 'my-1 h-px bg-slate-200';
const LABEL = 'truncate px-3 py-1 text-xs text-slate-500';

function Trigger({ look }: { look: TriggerLook }) {
  return (
    <DropdownMenu.Trigger aria-label={look.label} className={look.className}>
      {look.children}
    </DropdownMenu.Trigger>
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

/** System, light or dark: applied at once and remembered in this browser. */
function ThemeItems() {
  const t = useTranslations('topBar');
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const choose = (value: string) => {
    const chosen = THEMES.find((v) => v === value) ?? 'system';
    chooseTheme(chosen);
    setTheme(chosen);
    // Kept on the person's account too: their other browsers show it from the next page on.
    apiFetch('site/look-and-feel', { method: 'PUT', body: { theme_mode: chosen } }).catch(() => undefined);
  };
  return (
    <>
      <DropdownMenu.Label className={LABEL}>{t('theme')}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={theme} onValueChange={choose}>
        {THEMES.map((v) => (
          <DropdownMenu.RadioItem key={v} value={v} onSelect={(e) => e.preventDefault()} className={`${MENU_ITEM} pl-8 relative`}>
            <DropdownMenu.ItemIndicator className="absolute left-3">✓</DropdownMenu.ItemIndicator>
            {t(`themes.${v}`)}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}

/** The person's own Look and feel, Two-factor sign-in and Change password windows. */
function OwnSettingsItems() {
  const t = useTranslations('topBar');
  const { open } = useDesktop();
  return (
    <>
      <DropdownMenu.Item onSelect={() => open('settings', ['look-and-feel'])} className={MENU_ITEM}>
        {t('lookAndFeel')}
      </DropdownMenu.Item>
      <DropdownMenu.Item onSelect={() => open('settings', ['two-factor'])} className={MENU_ITEM}>
        {t('twoFactor')}
      </DropdownMenu.Item>
      <DropdownMenu.Item onSelect={() => open('settings', ['password'])} className={MENU_ITEM}>
        {t('changePassword')}
      </DropdownMenu.Item>
    </>
  );
}

/** Switch: the other companies where the person has an account, each opening its login. */
export function SwitchMenu({ trigger, companies }: { trigger: TriggerLook; companies: OtherCompany[] }) {
  return (
    <DropdownMenu.Root defaultOpen>
      <Trigger look={trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} collisionPadding={8} className={MENU}>
          <CompanyItems companies={companies} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The signed-in person's name, opening the theme choice and Sign out everywhere. */
export function AccountMenu({ trigger, name }: { trigger: TriggerLook; name: string }) {
  const t = useTranslations('topBar');
  const { pending, signOutEverywhere } = useSignOutEverywhere();
  return (
    <DropdownMenu.Root defaultOpen>
      <Trigger look={trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} collisionPadding={8} aria-label={name} className={MENU}>
          <ThemeItems />
          <DropdownMenu.Separator className={SEPARATOR} />
          <OwnSettingsItems />
          <DropdownMenu.Item disabled={pending} onSelect={signOutEverywhere} className={MENU_ITEM}>
            {t('signOutEverywhere')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The top bar's buttons gathered in one menu, for screens too narrow to show them side by side:
 * Support, Settings, Switch, Home, the person's theme and Sign out everywhere, and Sign-Out.
 */
export function TopBarMenu({ trigger, companies, name }: { trigger: TriggerLook; companies: OtherCompany[]; name: string }) {
  const t = useTranslations('topBar');
  const { open } = useDesktop();
  const [help, setHelp] = useState(false);
  const { signOut } = useSignOut();
  const { signOutEverywhere } = useSignOutEverywhere();
  const icon = 'size-4 shrink-0 text-slate-500';
  return (
    <>
      <DropdownMenu.Root defaultOpen>
        <Trigger look={trigger} />
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
            <DropdownMenu.Separator className={SEPARATOR} />
            <DropdownMenu.Label className={LABEL}>{name}</DropdownMenu.Label>
            <ThemeItems />
            <OwnSettingsItems />
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
