/**
 * The 16 account types. Spec section 3 is canonical (1 Bank ... 12 Revenue ... 16 Other
 * Expense) and is what the database stores. Section 9 lists another numbering (Revenue 13 ...
 * Other Expense 17, no 12); only an importer of that numbering uses `fromSection9Code`.
 */
export type Statement = 'asset' | 'liability' | 'equity' | 'income' | 'cost_of_sale' | 'expense' | 'other_income' | 'other_expense';

export type AccountType = { code: number; name: string; statement: Statement; normal: 'debit' | 'credit' };

const TYPES: AccountType[] = [
  { code: 1, name: 'Bank', statement: 'asset', normal: 'debit' },
  { code: 2, name: 'Account Receivable', statement: 'asset', normal: 'debit' },
  { code: 3, name: 'Current Asset', statement: 'asset', normal: 'debit' },
  { code: 4, name: 'Inventory', statement: 'asset', normal: 'debit' },
  { code: 5, name: 'Fixed Asset', statement: 'asset', normal: 'debit' },
  { code: 6, name: 'Other Asset', statement: 'asset', normal: 'debit' },
  { code: 7, name: 'Account Payable', statement: 'liability', normal: 'credit' },
  { code: 8, name: 'Current Liability', statement: 'liability', normal: 'credit' },
  { code: 9, name: 'Credit Card', statement: 'liability', normal: 'credit' },
  { code: 10, name: 'Other Liability', statement: 'liability', normal: 'credit' },
  { code: 11, name: 'Equity', statement: 'equity', normal: 'credit' },
  { code: 12, name: 'Revenue', statement: 'income', normal: 'credit' },
  { code: 13, name: 'Cost of Sale', statement: 'cost_of_sale', normal: 'debit' },
  { code: 14, name: 'Expense', statement: 'expense', normal: 'debit' },
  { code: 15, name: 'Other Income', statement: 'other_income', normal: 'credit' },
  { code: 16, name: 'Other Expense', statement: 'other_expense', normal: 'debit' },
];

export const ACCOUNT_TYPES: ReadonlyMap<number, AccountType> = new Map(TYPES.map((t) => [t.code, t]));

export const accountTypeName = (code: number) => ACCOUNT_TYPES.get(code)?.name ?? 'Others';

export const BANK = 1;
export const ACCOUNTS_RECEIVABLE = 2;
export const CURRENT_ASSET = 3;
export const INVENTORY = 4;
export const FIXED_ASSET = 5;
export const ACCOUNTS_PAYABLE = 7;
export const CREDIT_CARD = 9;
export const EQUITY = 11;
export const EXPENSE = 14;
export const OTHER_EXPENSE = 16;

/**
 * Receivables and payables: control accounts, whose balance is the sum of what customers and
 * vendors owe, open item by open item. Only the documents that keep those open items post to
 * them (post.ts, docs/decisions.md issue 35); a line a person types takes any other type.
 */
export const CONTROL_TYPES: readonly number[] = [ACCOUNTS_RECEIVABLE, ACCOUNTS_PAYABLE];
export const NON_CONTROL_TYPES: number[] = TYPES.map((t) => t.code).filter((code) => !CONTROL_TYPES.includes(code));

/** Type codes by statement, for the SQL of the reports. */
export const codesOf = (...statements: Statement[]) => TYPES.filter((t) => statements.includes(t.statement)).map((t) => t.code);

/** Section 9's codes (Revenue 13 ... Other Expense 17) to the stored ones; 1-11 are the same. */
export function fromSection9Code(code: number): number | null {
  if (code >= 1 && code <= 11) return code;
  if (code >= 13 && code <= 17) return code - 1;
  return null;
}
