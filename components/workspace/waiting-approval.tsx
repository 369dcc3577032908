'use client';

import { useTranslations } from 'next-intl';
import { useApi } from '@/components/data/queries';
import { useFormats } from '@/components/data/formats';
import { useDesktop } from '@/components/base/desktop';
import { BAR_BUTTON } from '@/components/base/menu-style';

/** What the badge counts and the list shows: invoices waiting for approval (spec section 7: is_tba=1). */
const WAITING = 'is_tba=1';

/**
 * 'Invoices (Waiting for approval)' in the top bar: the live count of invoices waiting for
 * approval and their total, counted again whenever invoices change; a click opens the waiting list, where each
 * (or all) may be approved or rejected.
 */
export function WaitingApproval() {
  const t = useTranslations('topBar');
  const { open } = useDesktop();
  const { money } = useFormats();
  // Counted again whenever invoices change; with their total (spec section 7's TBA invoice total).
  const data = useApi<{ count: number; sum?: { total_amount: string } }>('invoices', 'invoices/count?filter[is_tba]=1&sum=total_amount').data;
  const count = data?.count ?? null;
  const total = data?.sum?.total_amount ?? null;
  return (
    <button type="button" onClick={() => open('list', ['invoices', WAITING])} className={`ml-auto ${BAR_BUTTON}`} title={t('waitingApproval')}>
      <span className="hidden lg:inline">{t('waitingApproval')}</span>
      <span data-testid="waiting-approval" aria-label={t('waitingApproval')} className="rounded-full bg-slate-700 px-2 text-xs">
        {count ?? '–'}
      </span>
      {total !== null ? (
        <span data-testid="waiting-approval-total" aria-label={t('waitingApprovalTotal')} className="text-xs">
          {money(total)}
        </span>
      ) : null}
    </button>
  );
}
