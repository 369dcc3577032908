'use client';

import dynamic from 'next/dynamic';
import { withTimeout } from '@/components/workspace/chunk-boundary';
import type { WindowState } from '@/lib/workspace/windows';

type WindowComponent = React.ComponentType<{ window: WindowState }>;

/**
 * Windows a resource supplies for itself (react-admin's `{ list, edit }` per resource), loaded
 * when first opened; every other resource gets the generic list and form windows.
 */
export const RESOURCE_WINDOWS: Record<string, Partial<Record<'list' | 'form', WindowComponent>>> = {
  reconciliations: { form: dynamic(withTimeout(() => import('./reconciliation-window'))) },
  // A payment is applied to the customer's open invoices; a deposit takes the undeposited payments.
  payments: { form: dynamic(withTimeout(() => import('./payment-window'))) },
  'bank-deposits': { form: dynamic(withTimeout(() => import('./deposit-window'))) },
  // The chart of accounts is grouped by type with balances, which the generic list does not do.
  accounts: { list: dynamic(withTimeout(() => import('./accounts-window'))) },
  // A schedule shows the dates of its next invoices under its form.
  'recurring-billing': { form: dynamic(withTimeout(() => import('./recurring-billing-window'))) },
  // A layout's entries are reordered, hidden and renamed beside a live preview.
  'ar-invoice-layouts': { form: dynamic(withTimeout(() => import('./layout-window'))) },
  // Terminology (302): every term of a language at once, the product's words beside the company's.
  terminologies: { list: dynamic(withTimeout(() => import('./terminology-window'))) },
  // A role's rights are a grid of sections and rights.
  roles: { form: dynamic(withTimeout(() => import('./role-window'))) },
  // What waits to print or to be e-mailed is the print queue's panel under the Processing hub's tabs.
  processing: { list: dynamic(withTimeout(() => import('./processing-window'))) },
  // A blast shows whom it reaches and the e-mail the first of them gets before it is sent.
  'email-blasts': { form: dynamic(withTimeout(() => import('./email-blast-window'))) },
  // The mail server's password shows only as set or not; a button sends a test e-mail.
  'mail-settings': { form: dynamic(withTimeout(() => import('./mail-settings-window'))) },
  // A check layout's elements are dragged on a check drawn to scale.
  'check-layouts': { form: dynamic(withTimeout(() => import('./check-layout-window'))) },
  // The Checks hub's Print Queue tab (a view of the checks, not a collection of its own).
  'print/check': { list: dynamic(withTimeout(() => import('./check-print-window'))) },
  // To Be Paid: the approved bills ticked with what to pay now, the checks previewed, then written.
  'ap-batch-items': { list: dynamic(withTimeout(() => import('./to-be-paid-window'))) },
  // Upload AP Files: the vendor's PDF or image is chosen from the computer.
  'ap-uploads': { form: dynamic(withTimeout(() => import('./upload-window'))) },
};
