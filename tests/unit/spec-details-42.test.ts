import { describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { cellText } from '@/components/data/cell';
import { KindInput } from '@/components/data/kinds';
import { expansionsOf, toBody, type Formats } from '@/components/data/form-values';
import { describeResource, type FieldDescription } from '@/lib/engine/describe';
import { hubOf, PROCESSING } from '@/lib/workspace/hubs';
import { ownWindowOf } from '@/lib/workspace/window-widths';
import en from '@/messages/en.json';

const shipped = () => vi.importActual<typeof import('@/lib/api/modules')>('@/lib/api/modules');

describe('the Processing hub (gem 137), as its module declares it', () => {
  it("lists what waits to print first, then spec section 2's types in its order, then the rest", async () => {
    const { app } = await shipped();
    const hub = app.desk.hubs.find((h) => h.tabs[0] === PROCESSING)!;
    expect(hub).toBeDefined();
    expect(hub.tabs).toEqual([PROCESSING, 'estimates', 'work-orders', 'invoices', 'payments', 'ar-sales-receipts', 'credit-memos', 'bank-deposits', 'sales-orders', 'return-items', 'other-fund-received', 'apply-credits', 'write-offs', 'recurring-billing']);
    // Work orders (in no hub of their own) open with its tabs; deposits do where opened from it, Banking's first otherwise.
    expect(hubOf(app.desk.hubs, 'work-orders')).toBe(hub);
    expect(hubOf(app.desk.hubs, 'bank-deposits', PROCESSING)).toBe(hub);
    expect(hubOf(app.desk.hubs, 'bank-deposits')).not.toBe(hub);
  });
});

describe("a batch's items, each decided from its row", () => {
  it('is a row action of a batch opening the generic list of its items, not To Be Paid', async () => {
    const { app } = await shipped();
    const { resources } = await import('@/lib/api/registry');
    const batches = app.resources.find((r) => r.name === 'ap-tbas')!;
    expect(describeResource(batches, resources).list_links).toEqual([{ name: 'items', collection: 'ap-batch-items', field: 'batch_id' }]);
    const items = app.resources.find((r) => r.name === 'ap-batch-items')!;
    expect(describeResource(items, resources).actions.map((a) => [a.name, a.when])).toEqual(expect.arrayContaining([['approve', { status: ['pending'] }], ['reject', { status: ['pending'] }]]));
    expect(ownWindowOf(app.desk.windows, 'list', ['ap-batch-items'])).toBe('to-be-paid');
    expect(ownWindowOf(app.desk.windows, 'list', ['ap-batch-items', 'batch_id=7'])).toBeUndefined();
    // A filtered list of another collection keeps its own window (a filing cabinet).
    expect(ownWindowOf(app.desk.windows, 'list', ['files', 'cabinet=payroll'])).toBe(app.desk.windows.files.list);
    expect(ownWindowOf(app.desk.windows, 'report', ['ap-batch-items'])).toBeUndefined();
  });
});

describe('a read-only field (a check’s Authorised by)', () => {
  const signer: FieldDescription = { name: 'signed_by_id', kind: 'ref', label: 'Signed by id', required: false, label_keys: ['fields.signed_by_id'], collection: 'users', title_field: 'display_name', expand: 'signerName', read_only: true };
  const words = { yes: 'Yes', no: 'No' };

  it('is published by the checks: a reference to users, read-only, read through its relation', async () => {
    const { resources } = await import('@/lib/api/registry');
    const checks = resources.get('checks')!;
    const field = describeResource(checks, resources).fields.find((f) => f.name === 'signed_by_id');
    expect(field).toMatchObject({ kind: 'ref', read_only: true, collection: 'users', title_field: 'display_name', expand: 'signerName' });
    expect(checks.input.shape).not.toHaveProperty('signed_by_id');
  });

  it('is drawn as its value in a box that takes no typing, the reference by its title, never an id', () => {
    const Intl = NextIntlClientProvider as (props: { locale: string; timeZone: string; messages: typeof en; children?: ReactNode }) => ReactNode;
    const text = cellText(signer, { signed_by_id: 4, signerName: 'Dana Admin' }, words);
    expect(text).toBe('Dana Admin');
    const html = renderToStaticMarkup(createElement(Intl, { locale: 'en', timeZone: 'UTC', messages: en }, createElement(KindInput, { f: signer, id: 'x', value: text, onChange: () => undefined, invalid: false, className: 'box' })));
    expect(html).toMatch(/<input[^>]*readonly=""[^>]*aria-readonly="true"[^>]*value="Dana Admin"/i);
    // Without the flag a field of a kind takes typing.
    expect(renderToStaticMarkup(createElement(Intl, { locale: 'en', timeZone: 'UTC', messages: en }, createElement(KindInput, { f: { kind: 'text' }, id: 'x', value: 'Dana Admin', onChange: () => undefined, invalid: false, className: 'box' })))).not.toMatch(/readonly/i);
    // Empty: nothing to show (the form then draws no field).
    expect(cellText(signer, { signed_by_id: null, signerName: null }, words)).toBe('');
  });

  it('is read with its title and never sent', () => {
    const memo: FieldDescription = { name: 'memo', kind: 'text', label: 'Memo', required: false, label_keys: [] };
    expect(expansionsOf([memo, signer])).toEqual(['signerName']);
    const formats = { parseDate: () => null, parseDecimal: () => null, moment: () => null } as unknown as Formats;
    expect(toBody([memo, signer], { memo: 'x', signed_by_id: 4 }, false, formats)).toEqual({ memo: 'x' });
  });
});
