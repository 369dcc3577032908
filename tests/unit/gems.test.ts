import { describe, expect, it, vi } from 'vitest';
import type { Gem, GemWindow, ToolName } from '@/lib/engine/gems';
import { defaultGems } from '@/lib/workspace/gems';

const list = (resource: string): GemWindow => ({ kind: 'list', resource });
const report = (name: string): GemWindow => ({ kind: 'report', report: name });
const tool = (name: ToolName): GemWindow => ({ kind: 'tool', tool: name });
// A filing cabinet: the files' list opened on one cabinet (lib/modules/files/cabinets.ts).
const cabinet = (name: string): GemWindow => ({ kind: 'list', resource: 'files', filter: { cabinet: name } });

/**
 * The central list of gems as it stood before the modules declared them (lib/workspace/gems.ts
 * GEMS, commit 014fc62), kept here: a new user's gems are placed in this order, so the fold must
 * give it back exactly.
 */
const TODAY: Gem[] = [
  // accounting
  { id: 58, section: 2, window: list('accounts'), figure: null },
  { id: 174, section: 2, window: list('journal-entries') },
  { id: 177, section: 2, window: list('checks'), figure: 'cash' },
  { id: 179, section: 2, window: list('charges') },
  { id: 48, section: 2, window: list('classifications') },
  { id: 29, section: 2, window: report('account-balance') },
  { id: 28, section: 2, window: report('income-vs-expense') },
  // assets
  { id: 38, section: 3, window: list('assets') },
  { id: 36, section: 3, window: list('in-items') },
  // billing
  { id: 35, section: 4, window: list('invoices') },
  { id: 157, section: 4, window: list('invoices') },
  { id: 40, section: 4, window: list('estimates') },
  { id: 117, section: 4, window: list('ar-sales-receipts') },
  { id: 56, section: 4, window: list('credit-memos') },
  { id: 180, section: 4, window: list('payments') },
  { id: 136, section: 4, window: list('ar-services') },
  { id: 137, section: 4, window: list('processing') },
  { id: 42, section: 4, window: report('receivables-aging') },
  { id: 44, section: 4, window: report('open-receivables') },
  { id: 73, section: 4, window: report('top-customers') },
  { id: 200, section: 4, window: list('return-items') },
  { id: 206, section: 4, window: list('sales-orders') },
  // crm
  { id: 34, section: 5, window: list('customers') },
  { id: 23, section: 5, window: list('clients'), aliases: [76, 210] },
  { id: 209, section: 5, window: { kind: 'list', resource: 'clients', filter: { status: '11,15' } } },
  { id: 27, section: 5, window: list('client-resources') },
  { id: 145, section: 5, window: list('prospects') },
  { id: 146, section: 5, window: list('opportunities') },
  { id: 148, section: 5, window: list('other-contacts') },
  { id: 149, section: 5, window: list('private-contacts') },
  { id: 119, section: 5, window: list('email-blasts') },
  // files
  { id: 169, section: 6, window: list('files') },
  { id: 128, section: 6, window: list('files') },
  { id: 20, section: 6, window: cabinet('yearly') },
  { id: 21, section: 6, window: cabinet('personnel') },
  { id: 22, section: 6, window: cabinet('permanent') },
  { id: 166, section: 6, window: report('storage-report') },
  // jobs
  { id: 45, section: 7, window: list('jobs') },
  { id: 171, section: 7, window: list('work-orders') },
  { id: 150, section: 7, window: list('milestones') },
  { id: 144, section: 7, window: list('tasks') },
  // payables
  { id: 18, section: 8, window: list('vendors') },
  { id: 140, section: 8, window: list('ap-bills') },
  { id: 24, section: 8, window: report('payables-aging') },
  { id: 30, section: 8, window: cabinet('payables') },
  { id: 203, section: 8, window: list('purchase-orders') },
  { id: 205, section: 8, window: list('receiving') },
  // payroll
  { id: 17, section: 9, window: list('employees') },
  { id: 129, section: 9, window: list('pay-runs') },
  { id: 10, section: 9, window: report('payroll-liabilities') },
  { id: 11, section: 9, window: tool('payroll-links') },
  { id: 12, section: 9, window: cabinet('payroll') },
  { id: 153, section: 9, window: list('time-off') },
  { id: 208, section: 9, window: list('attendance'), figure: null },
  // reports
  { id: 59, section: 10, window: report('balance-sheet') },
  { id: 187, section: 10, window: report('profit-and-loss') },
  { id: 186, section: 10, window: report('trial-balance') },
  { id: 31, section: 10, window: cabinet('reports') },
  { id: 32, section: 10, window: cabinet('recent-reports') },
  { id: 33, section: 10, window: tool('goals') },
  // time
  { id: 143, section: 11, window: list('time-worked') },
  { id: 151, section: 11, window: list('mileage-expenses') },
  { id: 5, section: 11, window: tool('hours') },
  { id: 192, section: 11, window: tool('dates') },
  // tools
  { id: 89, section: 12, window: list('users') },
  { id: 168, section: 12, window: { kind: 'settings' } },
  { id: 207, section: 12, window: list('company-logs'), figure: null },
  { id: 6, section: 12, window: tool('loan') },
  { id: 191, section: 12, window: tool('debt') },
  { id: 75, section: 12, window: tool('weather') },
  { id: 25, section: 12, window: tool('notes') },
  { id: 156, section: 12, window: list('notepads') },
  { id: 14, section: 12, window: report('important-dates') },
  { id: 190, section: 12, window: report('important-dates') },
  { id: 104, section: 12, window: tool('history') },
  { id: 116, section: 12, window: list('websites') },
  { id: 194, section: 12, window: { kind: 'queue', queue: 'print' } },
  { id: 201, section: 12, window: list('emails') },
  { id: 304, section: 12, window: list('automated-tasks') },
];

describe('the gems folded from the modules', () => {
  it('are the list they replace, id by id, in its order, with its sections, windows and figures', async () => {
    const shipped = await vi.importActual<typeof import('@/lib/api/modules')>('@/lib/api/modules');
    const folded = shipped.app.desk.gems;
    expect(folded.map((g) => g.id)).toEqual(TODAY.map((g) => g.id));
    expect(folded).toEqual(TODAY);
    // So a new user's tabs hold what they always held, where they held it.
    expect(defaultGems(folded)).toEqual(defaultGems(TODAY));
  });
});

describe('gems that open a list with filters (the filing cabinets, Pending Clients)', () => {
  it('name filters their list has, each value one it offers', async () => {
    const shipped = await vi.importActual<typeof import('@/lib/api/modules')>('@/lib/api/modules');
    const filtered = shipped.app.desk.gems.flatMap((g) => (g.window?.kind === 'list' && g.window.filter ? [{ id: g.id, resource: g.window.resource, filter: g.window.filter }] : []));
    expect(filtered.map((g) => g.id).sort((a, b) => a - b)).toEqual([12, 20, 21, 22, 30, 31, 32, 209]);
    for (const gem of filtered) {
      const def = shipped.app.resources.find((r) => r.name === gem.resource)!;
      for (const [field, value] of Object.entries(gem.filter)) {
        const named = def.namedFilters?.[field];
        expect(named ? Object.keys(named.options) : def.filter, `gem ${gem.id}: ${field}`).toContain(named ? value : field);
      }
    }
  });

  it('open their window with those filters, titled as the gem', async () => {
    const { gemOfList, listArgs } = await import('@/lib/workspace/gems');
    const gems: Gem[] = [
      { id: 169, section: 6, window: list('files') },
      { id: 12, section: 9, window: cabinet('payroll') },
    ];
    expect(listArgs({ resource: 'files' })).toEqual(['files']);
    expect(listArgs({ resource: 'files', filter: { cabinet: 'payroll' } })).toEqual(['files', 'cabinet=payroll']);
    expect(gemOfList(gems, ['files', 'cabinet=payroll'])?.id).toBe(12);
    expect(gemOfList(gems, ['files'])).toBeUndefined();
    expect(gemOfList(gems, ['files', 'cabinet=payables'])).toBeUndefined();
  });

  it('Pending Clients (209): its window is titled as the gem, the clients list itself is not', async () => {
    const shipped = await vi.importActual<typeof import('@/lib/api/modules')>('@/lib/api/modules');
    const { gemById, gemOfList, listArgs } = await import('@/lib/workspace/gems');
    const gems = shipped.app.desk.gems;
    const pending = gemById(gems, 209)!.window!;
    expect(pending.kind).toBe('list');
    const args = listArgs(pending as { resource: string; filter?: Record<string, string> });
    expect(args).toEqual(['clients', 'status=11%2C15']);
    expect(gemOfList(gems, args)?.id).toBe(209);
    expect(gemOfList(gems, ['clients'])).toBeUndefined();
  });
});
