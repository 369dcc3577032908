import { readFile } from 'node:fs/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bankCsvMappings, bankStatementLines, bankStatements, type StoredCsvMapping } from '@/db/schema';
import { BankFileError, DATE_FORMATS, looksLikeOfx, parseCsv, parseOfx, type CsvMapping, type StatementAccount } from '@/lib/bank-files';
import type { ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import type { UploadedFile } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { BANK, CREDIT_CARD } from '@/lib/modules/books/account-types';
import { lockBankAccount, requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { settingsOf } from '@/lib/settings/company-settings';
import { proposeMatches } from './matching';
import { ruleFitting, rulesFor } from './rules';

/** Accounts with statements to import: banks and credit cards. */
export const STATEMENT_ACCOUNTS = [BANK, CREDIT_CARD];

/** The largest statement file taken: a year of a busy account's OFX is a few megabytes. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

export const MAPPING_FIELDS = ['skip_rows', 'date_column', 'date_format', 'description_column', 'amount_column', 'debit_column', 'credit_column', 'check_column', 'sign', 'decimal_comma'] as const;

export type ImportInput = { account_id: number; file?: UploadedFile | null; closing_balance?: string | null } & Partial<Record<(typeof MAPPING_FIELDS)[number], string | number | null>>;

type Statement = typeof bankStatements.$inferSelect;

const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');

/**
 * Whether the file's account number is the bank account's: the same digits, or, where either is
 * masked (XXXX1234), the same last four.
 */
function sameAccount(fileNumber: string, ours: string): boolean {
  const a = digits(fileNumber);
  const b = digits(ours);
  if (!a || !b) return false;
  if (a === b) return true;
  const masked = /[^\d\s-]/.test(fileNumber) || /[^\d\s-]/.test(ours);
  return masked && a.length >= 4 && b.length >= 4 && a.slice(-4) === b.slice(-4);
}

/** The mapping of this import: the fields given, over the one remembered for the account. */
async function mappingOf(ctx: ResourceContext, accountId: number, input: ImportInput): Promise<CsvMapping> {
  const kept = await rememberedMapping(ctx, accountId);
  // A field left empty in the form (sent as nothing, or null) keeps the remembered one.
  const given = Object.fromEntries(MAPPING_FIELDS.filter((f) => input[f] !== undefined && input[f] !== null && input[f] !== '').map((f) => [f, input[f]]));
  const m: StoredCsvMapping = { skip_rows: 1, sign: 'deposit_positive', date_format: 'MM/DD/YYYY', ...kept, ...given };
  if (!m.date_column) throw ValidationError.field('date_column', say('statementMapColumns'));
  if (!m.description_column) throw ValidationError.field('description_column', say('statementMapColumns'));
  const dateFormat = DATE_FORMATS.find((f) => f === m.date_format);
  if (!dateFormat) throw ValidationError.field('date_format', say('oneOf', { field: 'Date format', allowed: DATE_FORMATS.join(', ') }));
  const named = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  return {
    skip_rows: Number(m.skip_rows ?? 0),
    date_column: String(m.date_column),
    date_format: dateFormat,
    description_column: String(m.description_column),
    amount_column: named(m.amount_column),
    debit_column: named(m.debit_column),
    credit_column: named(m.credit_column),
    check_column: named(m.check_column),
    sign: m.sign === 'withdrawal_positive' ? 'withdrawal_positive' : 'deposit_positive',
    decimal_comma: m.decimal_comma === true || m.decimal_comma === 1 || m.decimal_comma === '1',
  };
}

/** The statement of the file that is this bank account's: by its account number, or the only one. */
function statementOf(found: StatementAccount[], account: { bankAccountNumber: string | null; displayName: string }): StatementAccount {
  if (account.bankAccountNumber) {
    const ours = found.find((s) => s.accountNumber && sameAccount(s.accountNumber, account.bankAccountNumber!));
    if (!ours) {
      const theirs = found.map((s) => `…${digits(s.accountNumber).slice(-4)}`).join(', ');
      throw ValidationError.field('file', say('statementOtherAccount', { theirs, ours: `…${digits(account.bankAccountNumber).slice(-4)}`, account: account.displayName }));
    }
    return ours;
  }
  if (found.length > 1) throw ValidationError.field('file', say('statementSeveralAccounts', { count: found.length }));
  return found[0];
}

/** What recognises a line when it comes again: its FITID, else its date, amount and words, and which of the like lines of its file it is. */
function fingerprints(lines: StatementAccount['lines']): string[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    if (l.fitid) return `fitid:${l.fitid}`;
    const key = `line:${l.date}|${l.amount}|${l.description.toLowerCase().replace(/\s+/g, ' ').trim()}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return `${key}#${n}`;
  });
}

/**
 * Imports a bank's file for a bank account (the create of bank-statements), in the request's one
 * transaction: reads it (OFX, or CSV with the mapping given or remembered), checks it is this
 * account's and in the company's currency, skips the lines imported before, categorises the rest
 * by the bank rules, and proposes matches. A file that cannot be read is a 422 naming the field,
 * and nothing is written.
 */
export async function importStatement(ctx: ResourceContext, input: ImportInput): Promise<Statement> {
  const account = await requireAccountOfType(ctx, 'account_id', input.account_id, STATEMENT_ACCOUNTS);
  // Two imports of one account wait for each other, so each sees the other's lines.
  await lockBankAccount(ctx, account.id);
  const file = input.file;
  if (!file) throw ValidationError.field('file', say('statementNoFile'));
  if (file.size === 0 || file.size > STATEMENT_MAX_BYTES) throw ValidationError.field('file', say('statementSize', { max: '5 MB' }));
  const bytes = new Uint8Array(await readFile(file.path));
  const isOfx = looksLikeOfx(new TextDecoder('latin1').decode(bytes.subarray(0, 4096)));
  let statement: StatementAccount;
  let mapping: CsvMapping | null = null;
  try {
    if (isOfx) statement = statementOf(parseOfx(bytes), account);
    else {
      mapping = await mappingOf(ctx, account.id, input);
      statement = parseCsv(bytes, mapping);
    }
  } catch (e) {
    if (e instanceof BankFileError) throw ValidationError.field(e.field, say(e.reason, e.params));
    throw e;
  }
  const currency = settingsOf(ctx.company).currency_code;
  if (statement.currency && statement.currency !== currency) throw ValidationError.field('file', say('statementCurrency', { theirs: statement.currency, ours: currency }));
  const prints = fingerprints(statement.lines);
  const known = new Set<string>();
  for (let i = 0; i < prints.length; i += 5000) {
    const rows = await ctx.tx
      .select({ fingerprint: bankStatementLines.fingerprint })
      .from(bankStatementLines)
      .where(and(eq(bankStatementLines.companyId, ctx.company.id), eq(bankStatementLines.accountId, account.id), inArray(bankStatementLines.fingerprint, prints.slice(i, i + 5000))));
    for (const r of rows) known.add(r.fingerprint);
  }
  const fresh = statement.lines.map((l, i) => ({ ...l, fingerprint: prints[i] })).filter((l) => !known.has(l.fingerprint) && (known.add(l.fingerprint), true));
  const days = statement.lines.map((l) => l.date).sort();
  const [row] = await ctx.tx
    .insert(bankStatements)
    .values({
      companyId: ctx.company.id,
      createdBy: ctx.user.id,
      accountId: account.id,
      format: isOfx ? 'ofx' : 'csv',
      fileName: (file.name || 'statement').slice(0, 255),
      currency: statement.currency ?? currency,
      startDate: statement.start ?? days[0] ?? null,
      endDate: statement.end ?? days[days.length - 1] ?? new Date().toISOString().slice(0, 10),
      closingBalance: input.closing_balance ?? statement.closingBalance,
      linesRead: statement.lines.length,
      linesImported: fresh.length,
      linesSkipped: statement.lines.length - fresh.length,
      linesUnreadable: statement.problems.length,
      problems: statement.problems.slice(0, 200).map((p) => ({ line: p.line, ...say(p.reason, p.params) })),
    })
    .returning();
  const rules = await rulesFor(ctx, account.id);
  const values = fresh.map((l) => {
    const rule = ruleFitting(rules, l);
    return {
      companyId: ctx.company.id,
      statementId: row.id,
      accountId: account.id,
      date: l.date,
      amount: l.amount,
      description: l.description,
      checkNumber: l.checkNumber,
      fitid: l.fitid,
      fingerprint: l.fingerprint,
      ruleId: rule?.id ?? null,
      ruleName: rule?.name ?? null,
      categoryAccountId: rule?.accountId ?? null,
      payeeName: rule?.payeeName ?? null,
      classificationId: rule?.classificationId ?? null,
    };
  });
  for (let i = 0; i < values.length; i += 1000) await ctx.tx.insert(bankStatementLines).values(values.slice(i, i + 1000));
  if (mapping) {
    await ctx.tx
      .insert(bankCsvMappings)
      .values({ companyId: ctx.company.id, accountId: account.id, mapping })
      .onConflictDoUpdate({ target: [bankCsvMappings.companyId, bankCsvMappings.accountId], set: { mapping, updatedAt: sql`now()` } });
  }
  await proposeMatches(ctx, account.id);
  return row;
}

/** The CSV mapping remembered for a bank account, or null. */
export async function rememberedMapping(ctx: ResourceContext, accountId: number) {
  const [kept] = await ctx.tx.select({ mapping: bankCsvMappings.mapping }).from(bankCsvMappings).where(and(eq(bankCsvMappings.companyId, ctx.company.id), eq(bankCsvMappings.accountId, accountId)));
  return kept?.mapping ?? null;
}
