import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, addresses, checkLayouts, checkLines, checks, checkSigners, customers, employees, otherContacts, payableApplications, payableDocuments, vendors } from '@/db/schema';
import { follow, type ActionContext, type CollectionActionSpec, type FileAnswer } from '@/lib/engine/define';
import { ApiError, ValidationError } from '@/lib/engine/errors';
import { proveOwnPassword } from '@/lib/auth/change-password';
import { settingsOf } from '@/lib/settings/company-settings';
import { reachable } from '@/lib/engine/reach';
import { idItem, integer, ref } from '@/lib/engine/fields';
import { english, say } from '@/lib/engine/messages';
import { advanceSeries } from '@/lib/engine/numbering';
import { CHECK_NUMBERING } from '@/lib/modules/books/accounts';
import { companyBlockOf } from '@/lib/modules/sales/pdf/printable';
import { toCents } from '@/lib/money';
import { checkAmountInWords } from '@/lib/money-words';
import { lazyDrawing } from '@/lib/pdf/draw';
import { defaultElements } from './check-layout-elements';
import type { PrintedCheck, SheetLayout } from './check-sheet';
import { lockBankAccount } from '@/lib/modules/books/accounts-of-type';
import { fileCheckPdfs } from './check-files';

/** The standard layout: check on top, every flag but logo, signature image and company on stubs. */
const STANDARD: SheetLayout = {
  stock: 'top',
  isPrintLogo: false,
  isPrintSignature: false,
  isPrintCompanyAddress: true,
  isPrintPayeeAddress: true,
  isPrintCheckNumber: true,
  lineItemCompany: false,
  signature: null,
  elements: defaultElements(),
};

const drawChecks = lazyDrawing(async () => (await import('./check-pdf')).checksPdf);

export const printInput = z.object({
  ids: z.array(idItem(english('checksMissing')), { error: 'Choose at least one check.' }).min(1, { error: 'Choose at least one check.' }).max(200),
  start_number: integer('Starting check number', { min: 1 }),
  layout_id: ref('Check layout'),
  // The printing person's current password, where the company asks a signer's authorisation (printGate).
  password: z.string().max(256).optional(),
});

/** Whether printing checks needs a check signer's authorisation (the company's setting). */
const needsSigner = (company: ActionContext['company']) => settingsOf(company).check_print_needs_signer === 1;

/**
 * Before printing, where the company asks a signer's authorisation (screen -71): the printing
 * person's current password, proven as changing it proves it (a wrong one is a failed login),
 * before the request's transaction, so that the failure counted stays.
 */
export const printGate: NonNullable<CollectionActionSpec['gate']> = async ({ company, user, ip }, body) => {
  if (!needsSigner(company)) return;
  const password = z.object({ password: z.string().min(1) }).safeParse(body).data?.password;
  if (!password) throw ValidationError.field('password', say('blank', { field: 'Password' }));
  await proveOwnPassword(user, company.id, password, ip, 'password');
};

/**
 * `GET /checks/print-authorisation`: whether printing needs a signer's authorisation, and the
 * asking person as a signer (active, their limit; null: none), for the Print Queue to ask for the
 * password beside Print.
 */
export async function printAuthorisation(ctx: ActionContext) {
  if (!needsSigner(ctx.company)) return { needs_signer: false, signer: null };
  const [signer] = await ctx.tx
    .select({ status: checkSigners.status, limit: checkSigners.limitAmount })
    .from(checkSigners)
    .where(and(eq(checkSigners.companyId, ctx.company.id), eq(checkSigners.userId, ctx.user.id)));
  return { needs_signer: true, signer: signer ? { is_active: signer.status === 1, limit_amount: signer.limit } : null };
}

/** The printing person as an active check signer (403 otherwise): their signature and limit. */
async function activeSigner(ctx: ActionContext) {
  const [signer] = await ctx.tx
    .select({ signature: checkSigners.signature, limit: checkSigners.limitAmount })
    .from(checkSigners)
    .where(and(eq(checkSigners.companyId, ctx.company.id), eq(checkSigners.userId, ctx.user.id), eq(checkSigners.status, 1)));
  if (!signer) throw new ApiError(403, say('checkSignerNeeded'));
  return signer;
}

/**
 * The layout to print with: the one chosen, else the bank account's default, else the company's
 * default, else the standard layout (check on top).
 */
async function sheetLayout(ctx: ActionContext, bankAccountId: number, layoutId: number | null | undefined): Promise<SheetLayout> {
  const mine = and(eq(checkLayouts.companyId, ctx.company.id), eq(checkLayouts.status, 1));
  const [row] = layoutId
    ? await ctx.tx.select().from(checkLayouts).where(and(mine, eq(checkLayouts.id, layoutId)))
    : await ctx.tx
        .select()
        .from(checkLayouts)
        .where(and(mine, eq(checkLayouts.isDefault, true), sql`(${checkLayouts.bankAccountId} = ${bankAccountId} or ${checkLayouts.bankAccountId} is null)`))
        .orderBy(sql`${checkLayouts.bankAccountId} is null`)
        .limit(1);
  if (layoutId && !row) throw ValidationError.field('layout_id', say('layoutMissing'));
  if (!row) return STANDARD;
  return {
    stock: row.stock,
    isPrintLogo: row.isPrintLogo,
    isPrintSignature: row.isPrintSignature,
    isPrintCompanyAddress: row.isPrintCompanyAddress,
    isPrintPayeeAddress: row.isPrintPayeeAddress,
    isPrintCheckNumber: row.isPrintCheckNumber,
    lineItemCompany: row.lineItemCompany,
    signature: row.signature,
    elements: row.elements,
  };
}

const PAYEES = { vendor: vendors, customer: customers, employee: employees, other: otherContacts } as const;
const OWNER_TYPES = { vendor: 'vendors', customer: 'customers', employee: 'employees', other: 'other-contacts' } as const;

/** The payee's mailing address (its primary, else first billing address) and its account number with the company. */
async function payeeDetails(ctx: ActionContext, type: string | null, id: number | null): Promise<{ address: string[]; account: string | null }> {
  if (!type || !id || !Object.hasOwn(PAYEES, type)) return { address: [], account: null };
  const key = type as keyof typeof PAYEES;
  const [address] = await ctx.tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, ctx.company.id), eq(addresses.ownerType, OWNER_TYPES[key]), eq(addresses.ownerId, id)))
    .orderBy(desc(addresses.isPrimary), asc(addresses.id))
    .limit(1);
  let account: string | null = null;
  if (key === 'vendor' || key === 'customer') {
    const table = PAYEES[key];
    const [row] = await ctx.tx.select({ account: table.accountNumber }).from(table).where(and(eq(table.companyId, ctx.company.id), eq(table.id, id)));
    account = row?.account ?? null;
  }
  const lines = address ? [address.line1, address.line2, [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '), address.country] : [];
  return { address: lines.filter((l): l is string => !!l), account };
}

/** What a check's stubs list: the bills (and credits) it paid, else where its money went. */
async function stubOf(ctx: ActionContext, checkId: number): Promise<PrintedCheck['stub']> {
  const paid = await ctx.tx
    .select({ number: payableDocuments.number, kind: payableApplications.documentKind, date: payableApplications.documentDate, amount: payableApplications.amount })
    .from(payableApplications)
    .innerJoin(payableDocuments, eq(payableDocuments.id, payableApplications.documentId))
    .where(and(eq(payableApplications.companyId, ctx.company.id), eq(payableApplications.checkId, checkId)))
    .orderBy(asc(payableApplications.documentDate), asc(payableApplications.id));
  if (paid.length) return { kind: 'bills', rows: paid.map((p) => ({ reference: p.kind === 'credit' ? `Credit ${p.number}` : p.number, date: p.date, amount: p.kind === 'credit' ? `-${p.amount}` : p.amount })) };
  const lines = await ctx.tx
    .select({ account: accounts.displayName, description: checkLines.description, amount: checkLines.amount })
    .from(checkLines)
    .innerJoin(accounts, eq(accounts.id, checkLines.accountId))
    .where(and(eq(checkLines.companyId, ctx.company.id), eq(checkLines.checkId, checkId)))
    .orderBy(asc(checkLines.id));
  return { kind: 'lines', rows: lines.map((l) => ({ reference: l.description ? `${l.account}: ${l.description}` : l.account, date: null, amount: l.amount })) };
}

/**
 * `POST /checks/print` (also `POST /print/check`, spec section 7) `{ids, start_number?,
 * layout_id?}`: prints the chosen checks as one PDF, a letter sheet each, at the layout's
 * positions, and marks them printed. All must be written (posted) checks of one bank account,
 * else 'Bank accounts should be same.' and nothing is written. Checks not printed before take
 * their numbers from `start_number` on, in their order (the paper in the printer may start
 * elsewhere than the numbers they were written with); a printed check prints again with its own
 * number (a reprint). The bank account's next number moves past the last one printed.
 */
export async function printChecks(ctx: ActionContext, input: z.infer<typeof printInput>): Promise<FileAnswer> {
  const ids = [...new Set(input.ids)];
  // Where the company asks for it, an active signer authorises (their password proven by printGate).
  const signer = needsSigner(ctx.company) ? await activeSigner(ctx) : null;
  // The checks the person reaches (lib/engine/reach.ts: ctx.def is the checks): one secured to others is as one that does not exist.
  const mine = and(...reachable(ctx.def, ctx));
  const peek = await ctx.tx.select({ id: checks.id, bankAccountId: checks.bankAccountId }).from(checks).where(and(mine, inArray(checks.id, ids)));
  if (peek.length !== ids.length) throw ValidationError.field('ids', say('checksMissing'));
  if (new Set(peek.map((c) => c.bankAccountId)).size > 1) throw ValidationError.field('ids', say('sameBank'));
  const bankAccountId = peek[0].bankAccountId;
  // The bank account first (as writing a check does), then the checks: one lock order.
  const bank = await lockBankAccount(ctx, bankAccountId);
  const found = await ctx.tx.select().from(checks).where(and(mine, inArray(checks.id, ids))).orderBy(asc(checks.number), asc(checks.id)).for('update');
  if (found.some((c) => c.state !== 'posted')) throw ValidationError.field('ids', say('printPostedOnly'));
  const over = signer?.limit ? found.find((c) => toCents(c.amount) > toCents(signer.limit!)) : undefined;
  if (over) throw ValidationError.field('ids', say('checkOverSignerLimit', { number: String(over.number), limit: signer!.limit! }));

  const fresh = found.filter((c) => !c.isPrinted);
  const start = input.start_number;
  if (start && fresh.length) {
    const wanted = fresh.map((_, i) => start + i);
    const [clash] = await ctx.tx
      .select({ number: checks.number })
      .from(checks)
      // Every check of the account, those secured to others too: a number is the account's.
      .where(and(eq(checks.companyId, ctx.company.id), eq(checks.bankAccountId, bankAccountId), inArray(checks.number, wanted), notInArray(checks.id, fresh.map((c) => c.id))))
      .orderBy(asc(checks.number))
      .limit(1);
    if (clash) throw ValidationError.field('start_number', say('startNumberUsed', { number: String(clash.number) }));
    // Through numbers no check can have, so that swapping numbers among the chosen never meets the unique index.
    for (const c of fresh) await ctx.tx.update(checks).set({ number: -c.id }).where(eq(checks.id, c.id));
    for (const [i, c] of fresh.entries()) {
      await ctx.tx.update(checks).set({ number: wanted[i] }).where(eq(checks.id, c.id));
      c.number = wanted[i];
    }
  }
  const last = Math.max(...found.map((c) => c.number));
  await advanceSeries(ctx, CHECK_NUMBERING, bankAccountId, last);
  await ctx.tx
    .update(checks)
    .set({ isPrinted: true, updatedAt: new Date(), ...(signer ? { signedById: ctx.user.id } : {}) })
    .where(and(mine, inArray(checks.id, ids)));

  const [sheet, { business, locale }] = await Promise.all([sheetLayout(ctx, bankAccountId, input.layout_id), companyBlockOf(ctx.tx, ctx.company.id)]);
  // The signer's own signature prints where the layout prints one, never the layout's image (another's hand).
  const layout = signer ? { ...sheet, signature: signer.signature } : sheet;
  const printed: PrintedCheck[] = [];
  const inOrder = [...found].sort((a, b) => a.number - b.number || a.id - b.id);
  for (const c of inOrder) {
    const payee = await payeeDetails(ctx, c.payeeType, c.payeeId);
    printed.push({
      number: c.number,
      date: c.date,
      payeeName: c.payeeName,
      payeeAddress: payee.address,
      payeeAccount: payee.account,
      amount: c.amount,
      amountInWords: checkAmountInWords(toCents(c.amount)),
      memo: c.memo,
      bankName: bank.bankName ?? bank.name,
      stub: await stubOf(ctx, c.id),
    });
  }
  const body = await drawChecks({ layout, business, locale, checks: printed });
  // Each check's sheet is kept in the Payables filing cabinet, linked to its check.
  await fileCheckPdfs(ctx, inOrder, body);
  // What other areas do with printed checks, in this transaction (payroll files a paycheck's pay stub).
  await follow(ctx, 'checks', 'printed', inOrder.map((c) => c.id));
  const numbers = printed.map((c) => c.number);
  const fileName = numbers.length === 1 ? `Check-${numbers[0]}.pdf` : `Checks-${numbers[0]}-${numbers[numbers.length - 1]}.pdf`;
  return { file: { body, contentType: 'application/pdf', fileName, inline: true } };
}
