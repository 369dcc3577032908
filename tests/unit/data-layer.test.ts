import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiKey, changedBy, isChangedBy } from '@/components/data/changes';
import { expansionsOf, filledFrom, shownFor, toBody, toFormValues, type Formats } from '@/components/data/form-values';
import { actionMutation, invalidate, recordKey, saveMutation, writeThrough, type Versioned } from '@/components/data/queries';
import type { ResourceMeta } from '@/components/data/meta';
import { typedSalesLines } from '@/components/data/sales-totals';
import { computeLines } from '@/lib/modules/sales/lines';
import { resources } from '@/lib/api/registry';
import { describeResource } from '@/lib/engine/describe';
import { formatAmount, formatDate, formatDecimal, formatIsoDate, parseDecimal } from '@/lib/format';
import { parseDate } from '@/lib/typed-dates';

/**
 * The windows' data layer (issue 36): what a save or an action changes is the server's
 * declaration, and exactly those reads are made stale; a save's answer, with its lines, is
 * what the form shows afterwards.
 */

const calls: { path: string; init: Record<string, unknown> }[] = [];
let answer: { body: unknown; etag: string | null } = { body: null, etag: null };
// The server, as the API client (components/base/api.ts) meets it: each call noted as the client
// was asked it, answered with `answer`. (Test files share their modules, so the network is stubbed,
// not the client module another file may have loaded already.)
vi.stubGlobal('fetch', async (url: string, request: RequestInit = {}) => {
  const headers = new Headers(request.headers);
  const init: Record<string, unknown> = { method: request.method };
  if (typeof request.body === 'string') init.body = JSON.parse(request.body);
  if (headers.get('if-match')) init.ifMatch = headers.get('if-match');
  if (headers.get('idempotency-key')) init.idempotencyKey = headers.get('idempotency-key');
  calls.push({ path: url.replace(/^\/api\/v1\//, ''), init });
  return new Response(JSON.stringify(answer.body), { headers: answer.etag ? { etag: answer.etag } : {} });
});
afterAll(() => vi.unstubAllGlobals());

/** The invoice's `/meta` as the server describes it. */
const invoices = describeResource(resources.get('invoices')!, resources) as unknown as ResourceMeta;

/** The form's reading and writing of typed values, in English. */
const en: Formats = {
  date: (unix) => formatDate(unix, 'en'),
  isoDate: (iso) => formatIsoDate(iso, 'en'),
  today: () => '2026-11-27',
  wallClock: () => '',
  amount: (v) => formatAmount(v, 'en'),
  decimal: (v) => formatDecimal(v, 'en'),
  parseDate: (text) => parseDate(text, 'en'),
  parseDecimal: (text) => parseDecimal(text, 'en'),
  moment: () => null,
};

/** A stored invoice as the API answers it with `expand=lines`. */
const saved = (id: number, description: string) => ({
  id,
  customer_id: 7,
  number: 'INV-1042',
  date: 1_795_824_000,
  subtotal: '1039.38',
  total_amount: '1039.38',
  lines: [
    { type: 'service', item_id: 3, description, quantity: '2.0000', rate: '400.0000', percent: null, amount: '800.00', is_taxable: 0, account_id: 40, tax_id: null },
    { type: 'good', item_id: 4, description: 'Latex', quantity: '1.0000', rate: '239.3800', percent: null, amount: '239.38', is_taxable: 1, account_id: 41, tax_id: null },
  ],
});

/** Queries as open windows hold them: an invoice list, a journal list, reconciliation summaries, goals, metas. */
function cacheWithWindows() {
  const client = new QueryClient();
  const keys = {
    invoices: apiKey('invoices', 'invoices?per-page=20&sort=-id'),
    journal: apiKey('journal-entries', 'journal-entries?per-page=20'),
    reconciliation: apiKey('reconciliations', 'reconciliations/4/summary'),
    goals: apiKey('goals', 'goals/all'),
    board: apiKey('user-gems', 'user-gems/all?filter[tab_id]=1'),
    meta: ['meta', 'invoices'] as const,
  };
  for (const [name, key] of Object.entries(keys)) {
    // The board shows the figures of the invoices' gem: it reads invoices too.
    const query = client.getQueryCache().build(client, { queryKey: key, meta: name === 'board' ? { reads: ['invoices'] } : undefined });
    query.setData({ items: [] });
  }
  const stale = () => Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, client.getQueryState(key)!.isInvalidated]));
  return { client, keys, stale };
}

beforeEach(() => {
  calls.length = 0;
});

describe('what a write changes', () => {
  it('is what the server declares: a save the resource’s `changes`, an action its own, the resource alone where nothing is declared', () => {
    const meta = { name: 'invoices', changes: ['invoices', 'journal-entries'], actions: [{ name: 'void', changes: ['invoices', 'accounts'] }, { name: 'preview', changes: [] }] };
    expect([...changedBy(meta)]).toEqual(['invoices', 'journal-entries']);
    expect([...changedBy(meta, 'void')]).toEqual(['invoices', 'accounts']);
    // An action that only looks changes nothing.
    expect([...changedBy(meta, 'preview')]).toEqual([]);
    expect([...changedBy({ name: 'goals' })]).toEqual(['goals']);
  });

  it('makes stale a read of a changed collection, or one that says it reads it; never a /meta', () => {
    const changed = new Set(['invoices']);
    expect(isChangedBy(apiKey('invoices', 'invoices/count'), undefined, changed)).toBe(true);
    expect(isChangedBy(apiKey('user-gems', 'user-gems/all'), ['invoices'], changed)).toBe(true);
    expect(isChangedBy(apiKey('goals', 'goals/all'), undefined, changed)).toBe(false);
    expect(isChangedBy(['meta', 'invoices'], undefined, changed)).toBe(false);
  });

  it('a journal entry posted elsewhere makes an open reconciliation stale (the server declares reconciliations among its changes)', async () => {
    const journal = describeResource(resources.get('journal-entries')!, resources);
    const { client, stale } = cacheWithWindows();
    await invalidate(client, changedBy(journal));
    expect(stale()).toMatchObject({ journal: true, reconciliation: true, goals: false, meta: false });
  });
});

describe('a declared action', () => {
  it('makes stale exactly the collections its declaration names', async () => {
    const { client, keys, stale } = cacheWithWindows();
    client.setQueryData(['meta', 'invoices'], { name: 'invoices', changes: ['invoices'], actions: [{ name: 'approve', changes: ['invoices', 'journal-entries'] }] });
    answer = { body: { id: 5 }, etag: null };
    await new MutationObserver(client, actionMutation(client, 'invoices')).mutate({ action: 'approve', id: 5 });
    expect(calls).toEqual([{ path: 'invoices/5/approve', init: { method: 'POST', body: {} } }]);
    await vi.waitFor(() => expect(client.getQueryState(keys.invoices)!.isInvalidated).toBe(true));
    expect(stale()).toEqual({ invoices: true, journal: true, reconciliation: false, goals: false, board: true, meta: false });
  });
});

describe('saving the company settings', () => {
  it('goes through the shared write path: an open Print Queue (its signer rule reads the settings) and the settings read are made stale', async () => {
    const client = new QueryClient();
    // The settings' `/meta` as the server describes it (the settings window's write asks it).
    client.setQueryData(['meta', 'settings'], describeResource(resources.get('settings')!, resources));
    const queue = apiKey('checks', 'checks/print-authorisation');
    const settings = apiKey('settings', 'settings');
    const invoiceList = apiKey('invoices', 'invoices?per-page=20');
    client.getQueryCache().build(client, { queryKey: queue, meta: { reads: ['settings', 'check-signers'] } }).setData({ needs_signer: false });
    for (const key of [settings, invoiceList]) client.getQueryCache().build(client, { queryKey: key }).setData({});
    answer = { body: { check_print_needs_signer: 1 }, etag: null };
    await writeThrough(client, 'settings', { method: 'PUT', body: { check_print_needs_signer: 1 } }, 'settings');
    expect(calls).toEqual([{ path: 'settings', init: { method: 'PUT', body: { check_print_needs_signer: 1 } } }]);
    expect([queue, settings, invoiceList].map((key) => client.getQueryState(key)!.isInvalidated)).toEqual([true, true, false]);
  });
});

describe('saving an invoice', () => {
  it('reads and saves it with its lines, and the form shows the saved lines and totals; a second save sends them and the new version', async () => {
    // The form reads the record with the relation of its lines, and asks the save's answer with it.
    expect(expansionsOf(invoices.fields)).toEqual(['lines']);
    const path = (id: number) => `invoices/${id}?expand=lines`;
    const { client, stale } = cacheWithWindows();
    const key = recordKey('invoices', path(12));
    client.setQueryData(key, { body: saved(12, 'Design'), version: '"1-a"' });

    answer = { body: saved(12, 'Design and layout'), etag: '"2-b"' };
    const save = new MutationObserver(client, saveMutation(client, invoices, path));
    await save.mutate({ path: path(12), method: 'PUT', body: {}, ifMatch: '"1-a"' });
    expect(calls[0]).toMatchObject({ path: 'invoices/12?expand=lines', init: { method: 'PUT', ifMatch: '"1-a"' } });

    // The answer is the record the form shows: its lines, its version; it is not read again.
    const shown = client.getQueryData<Versioned<Record<string, unknown>>>(key)!;
    expect(shown.version).toBe('"2-b"');
    expect(client.getQueryState(key)!.isInvalidated).toBe(false);
    const values = toFormValues(invoices.fields, shown.body, en);
    expect(values.lines).toMatchObject([
      { type: 'service', description: 'Design and layout', quantity: '2.00', rate: '400.00', amount: '800.00' },
      { type: 'good', description: 'Latex', amount: '239.38' },
    ]);
    // What the invoice's save changes is read again by the windows showing it.
    expect(stale()).toMatchObject({ invoices: true, journal: true, reconciliation: true, goals: false, meta: false });

    // Saved again without reopening: its lines go with it (never an empty invoice of 0.00).
    const body = toBody(invoices.fields, values, false, en);
    expect(body.lines).toHaveLength(2);
    expect(body.lines).toMatchObject([{ description: 'Design and layout', quantity: '2.00', rate: '400.00' }, { description: 'Latex' }]);
    answer = { body: saved(12, 'Design and layout'), etag: '"3-c"' };
    await save.mutate({ path: path(12), method: 'PUT', body, ifMatch: shown.version });
    expect(calls[1].init).toMatchObject({ ifMatch: '"2-b"', body: { lines: [{ description: 'Design and layout' }, { description: 'Latex' }] } });
  });

  it('a record answered without its lines would show none: why the save asks for them', () => {
    const { lines: _lines, ...withoutLines } = saved(12, 'Design');
    expect(toFormValues(invoices.fields, withoutLines, en).lines).toEqual([]);
  });

  it('a new invoice’s answer is cached as the record its window opens next', async () => {
    const client = new QueryClient();
    answer = { body: saved(31, 'Design'), etag: '"1-x"' };
    await new MutationObserver(client, saveMutation(client, invoices, (id) => `invoices/${id}?expand=lines`)).mutate({ path: 'invoices?expand=lines', method: 'POST', body: {}, idempotencyKey: 'k' });
    expect(client.getQueryData(recordKey('invoices', 'invoices/31?expand=lines'))).toMatchObject({ version: '"1-x"', body: { lines: [{ description: 'Design' }, {}] } });
  });
});

describe('what choosing a record fills', () => {
  const fields = invoices.fields;

  it('the customer fills the addresses and terms the server gives; a field the answer leaves empty is emptied', () => {
    const customer = fields.find((f) => f.name === 'customer_id')!;
    expect(customer.fills_via).toEqual({ view: 'document-defaults', params: [] });
    expect(filledFrom({ billing_address: '1 Main St\nSpringfield', delivery_address: null, terms_id: 3 }, customer.fills!, fields, en, { empties: true })).toEqual({ billing_address: '1 Main St\nSpringfield', delivery_address: '', terms_id: 3 });
  });

  it('the terms fill the due date from the document’s date, in the person’s format', () => {
    const terms = fields.find((f) => f.name === 'terms_id')!;
    expect(terms.fills_via).toEqual({ view: 'due-date', params: ['date'] });
    expect(filledFrom({ due_date: Date.UTC(2026, 11, 27) / 1000 }, terms.fills!, fields, en, { empties: true })).toEqual({ due_date: formatDate(Date.UTC(2026, 11, 27) / 1000, 'en') });
  });

  it('draws a field with shown_when only while its other field holds one of the values: a payroll item’s supplemental rate only on a bonus or commission', () => {
    const items = describeResource(resources.get('payroll-items')!, resources);
    const supplemental = items.fields.find((f) => f.name === 'supplemental')!;
    expect(supplemental.shown_when).toEqual({ field: 'kind', values: ['bonus', 'commission'] });
    expect(['hourly', 'salary', 'bonus', 'commission', 'pre_tax_deduction', ''].filter((kind) => shownFor(supplemental, { kind }))).toEqual(['bonus', 'commission']);
    // A field without the rule is always drawn.
    expect(shownFor(items.fields.find((f) => f.name === 'kind')!, {})).toBe(true);
  });

  it('totals a purchase order’s inventory item lines in the form as the server does: quantity × rate', () => {
    const lines = typedSalesLines([{ type: 'item', quantity: '10', rate: '4.00' }, { type: 'good', quantity: '5', rate: '3.00' }], (text) => text);
    expect(computeLines(lines, null, () => undefined).totalAmount).toBe('55.00');
  });
});
