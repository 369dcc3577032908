'use client';

import { Suspense, useState } from 'react';

/** How a top-bar button looks, the same before and after its menu has loaded. */
export type TriggerLook = { label?: string; className: string; children: React.ReactNode };

/**
 * A top-bar menu or popover whose code (Radix's layers and positioning) loads on first use: the
 * top bar is on every page's first load, its menus are opened now and then. Until used, a plain
 * button of the same look, which starts the loading when pointed at or focused; once clicked,
 * `popup` renders the real one, open.
 */
export function OnFirstUse({ load, kind, trigger, popup }: { load: () => Promise<unknown>; kind: 'menu' | 'dialog'; trigger: TriggerLook; popup: (trigger: TriggerLook) => React.ReactNode }) {
  const [used, setUsed] = useState(false);
  const preload = () => void load().catch(() => {});
  const button = (
    <button type="button" aria-label={trigger.label} aria-haspopup={kind} aria-expanded={false} onPointerEnter={preload} onFocus={preload} onClick={() => setUsed(true)} className={trigger.className}>
      {trigger.children}
    </button>
  );
  return used ? <Suspense fallback={button}>{popup(trigger)}</Suspense> : button;
}
