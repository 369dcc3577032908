import { and, eq } from 'drizzle-orm';
import { jsonb, text as textColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { accounts, invoiceSettings } from '@/db/schema';
import { catalogueTable, defineCatalogue } from '@/lib/engine/catalogue';
import { defineResource, type Json, type ResourceContext, type Row, type WriteContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { flag, ref, text } from '@/lib/engine/fields';
import { serializeRow } from '@/lib/engine/serialize';
import { prefixOfSeries, setPrefixOfSeries } from '@/lib/engine/numbering';
import { updateRecord } from '@/lib/engine/write';
import { forgetInvoiceSettings } from './invoice-settings-row';
import { ACCOUNTS_RECEIVABLE, codesOf } from '@/lib/modules/books/account-types';
import { invoiceSettingsOf } from '@/lib/modules/sales/invoice-settings-row';
import { salesSeries } from '@/lib/modules/sales/sales-documents';

/** What `PUT /invoice-settings` takes (any part of it), and the settings form shows. */
const invoiceSettingsInput = z.object({
  default_terms_id: ref('Default terms'),
  ar_account_id: ref('Accounts receivable account', { where: { type: [ACCOUNTS_RECEIVABLE] }, mustBe: 'mustBeReceivable' }),
  default_tax_id: ref('Default tax'),
  number_prefix: text('Invoice number prefix', { max: 16 }),
  approval_required: flag('Invoices need approval'),
  invoice_message_id: ref('Default invoice message'),
  estimate_message_id: ref('Default estimate message'),
  bad_debt_account_id: ref('Bad debt account', { where: { type: codesOf('expense', 'other_expense') }, mustBe: 'mustBeExpense' }),
});

const invoiceSettingsRefs = {
  default_terms_id: 'ar-terms',
  ar_account_id: 'accounts',
  default_tax_id: 'ar-taxes',
  invoice_message_id: 'ar-messages',
  estimate_message_id: 'ar-messages',
  bad_debt_account_id: 'accounts',
};

const SETTING_NAMES = Object.keys(invoiceSettingsInput.shape);

/**
 * The company's one row as the engine writes it (validation, references and their kinds, the
 * company log): not a collection of its own, `PUT /invoice-settings` changes it.
 */
const invoiceSettingsRecord = defineResource({
  name: 'invoice-settings',
  table: invoiceSettings,
  input: invoiceSettingsInput,
  columns: SETTING_NAMES,
  search: [],
  refs: invoiceSettingsRefs,
  terminology: 'invoice_settings',
  permission: 'invoice',
  features: {},
  prepare(_ctx, input) {
    if (input.ar_account_id === null) throw ValidationError.field('ar_account_id', say('arAccountNeeded'));
    return {};
  },
  // The prefix is the invoice numbering series' (one store: the numbering settings show it too).
  async afterWrite(ctx, _row, op, input) {
    forgetInvoiceSettings(ctx);
    if (op === 'update' && input?.number_prefix !== undefined) await setPrefixOfSeries(ctx, salesSeries('invoice'), input.number_prefix ?? '');
  },
});

/** The row as the API shows it, with the invoice series' prefix. */
const present = async (ctx: ResourceContext, row: Row): Promise<Json> => ({
  ...serializeRow(invoiceSettingsRecord, row, ctx),
  number_prefix: await prefixOfSeries(ctx, salesSeries('invoice')),
});

/**
 * The settings as the API shows them, read without writing (a GET is read-only): the stored row,
 * or before it is made the defaults it will have (the books' Accounts Receivable, nothing else).
 */
async function readInvoiceSettings(ctx: ResourceContext): Promise<Json> {
  const [row] = await ctx.tx.select().from(invoiceSettings).where(eq(invoiceSettings.companyId, ctx.company.id));
  if (row) return present(ctx, row);
  const [ar] = await ctx.tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, ctx.company.id), eq(accounts.systemRole, 'accounts_receivable')));
  return { id: null, ...Object.fromEntries(SETTING_NAMES.map((name) => [name, null])), ar_account_id: ar?.id ?? null, approval_required: false, number_prefix: await prefixOfSeries(ctx, salesSeries('invoice')) };
}

/** PUT /invoice-settings: changes any of the settings, making the row on first use. */
export async function updateInvoiceSettings(ctx: WriteContext, body: unknown): Promise<Json> {
  const { id } = await invoiceSettingsOf(ctx);
  return present(ctx, await updateRecord(invoiceSettingsRecord, ctx, id, body));
}

/**
 * Invoice settings (invoice-settings), spec section 7: the company's one row of defaults for its
 * invoices, read and changed as one object (`GET`/`PUT /invoice-settings`, lib/api/singletons.ts),
 * and listed one setting a row (name, value) as `settings` is.
 */
export const invoiceSettingsResource = defineCatalogue({
  name: 'invoice-settings',
  table: catalogueTable('invoice_settings_view', { name: textColumn().notNull(), value: jsonb().$type<string | number | boolean | null>() }),
  columns: ['name', 'value'],
  titleField: 'name',
  search: ['name'],
  sort: ['name'],
  filter: ['name'],
  terminology: 'invoice_settings',
  permission: 'invoice',
  singleton: { input: invoiceSettingsInput, refs: invoiceSettingsRefs, read: readInvoiceSettings, update: updateInvoiceSettings },
  rows: async (ctx) => {
    const settings = await readInvoiceSettings(ctx);
    return SETTING_NAMES.map((name, i) => ({ id: i + 1, name, value: (settings[name] ?? null) as string | number | boolean | null }));
  },
});
