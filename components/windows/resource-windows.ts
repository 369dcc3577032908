'use client';

import dynamic from 'next/dynamic';
import { withTimeout } from '@/components/base/chunk-boundary';
import type { WindowState } from '@/lib/workspace/windows';

type WindowComponent = React.ComponentType<{ window: WindowState }>;

/**
 * The windows a collection may open in instead of the generic list or form (react-admin's
 * `{ list, edit }` per resource), by name, loaded when first opened. Which collection opens which
 * is its module's declaration (`windows` of defineModule: `{ form: 'payment' }`), on the desk.
 */
export const RESOURCE_WINDOWS: Record<string, WindowComponent> = {
  reconciliation: dynamic(withTimeout(() => import('./reconciliation-window'))),
  payment: dynamic(withTimeout(() => import('./payment-window'))),
  deposit: dynamic(withTimeout(() => import('./deposit-window'))),
  accounts: dynamic(withTimeout(() => import('./accounts-window'))),
  'recurring-billing': dynamic(withTimeout(() => import('./recurring-billing-window'))),
  layout: dynamic(withTimeout(() => import('./layout-window'))),
  terminology: dynamic(withTimeout(() => import('./terminology-window'))),
  role: dynamic(withTimeout(() => import('./role-window'))),
  processing: dynamic(withTimeout(() => import('./processing-window'))),
  'email-blast': dynamic(withTimeout(() => import('./email-blast-window'))),
  'mail-settings': dynamic(withTimeout(() => import('./mail-settings-window'))),
  'check-layout': dynamic(withTimeout(() => import('./check-layout-window'))),
  'check-signer': dynamic(withTimeout(() => import('./check-signer-window'))),
  'check-print': dynamic(withTimeout(() => import('./check-print-window'))),
  'to-be-paid': dynamic(withTimeout(() => import('./to-be-paid-window'))),
  upload: dynamic(withTimeout(() => import('./upload-window'))),
  'bank-statement': dynamic(withTimeout(() => import('./bank-statement-window'))),
  files: dynamic(withTimeout(() => import('./files-window'))),
  notepads: dynamic(withTimeout(() => import('./notepads-window'))),
  timesheet: dynamic(withTimeout(() => import('./timesheet-window'))),
  kiosk: dynamic(withTimeout(() => import('./kiosk-window'))),
  'in-item': dynamic(withTimeout(() => import('./item-window'))),
};
