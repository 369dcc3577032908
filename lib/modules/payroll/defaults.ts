import { and, eq, inArray } from 'drizzle-orm';
import { accounts, payrollItems, taxTableBrackets, taxTables, type FilingStatus, type PayrollItemKind } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import type { Locale } from '@/lib/format';
import { seedName } from '@/lib/translator';

type Tx = ResourceContext['tx'];
type Steps = [upTo: number | null, rate: string][];

/**
 * Tax brackets from 0.00 upwards, from each step's upper end: `[[16100, '0'], [28500, '10'], …, [null, '37']]`.
 */
const brackets = (filingStatus: FilingStatus, steps: Steps) =>
  steps.map(([upTo, rate], i) => ({ filingStatus, over: String(i ? steps[i - 1][0] : 0), upTo: upTo === null ? null : String(upTo), rate }));

/**
 * The example tables a new company starts with (docs/decisions.md, "Issue 40: example tax tables"):
 * labelled examples for 2026 that the company edits and keeps current; no logic reads these figures.
 *
 * Federal: the 2026 income tax brackets with the standard deduction (single 16,100, married filing
 * jointly 32,200, head of household 24,150) as a 0 % first bracket, as Publication 15-T's annual
 * percentage method does for a Form W-4 from 2020 on (step 2 not checked); no allowances (that form
 * has none). State: an example graduated table, not any state's, with a 1,000.00 allowance.
 */
export const EXAMPLE_TAX_TABLES = {
  federal: {
    year: 2026,
    allowanceAmount: '0',
    // Publication 15's optional flat rate on supplemental wages, and the mandatory rate on those past 1,000,000.00 in the year.
    supplemental: { rate: '22', limit: '1000000', overRate: '37' },
    brackets: [
      ...brackets('single', [[16100, '0'], [28500, '10'], [66500, '12'], [121800, '22'], [217875, '24'], [272325, '32'], [656700, '35'], [null, '37']]),
      ...brackets('married', [[32200, '0'], [57000, '10'], [133000, '12'], [243600, '22'], [435750, '24'], [544650, '32'], [800900, '35'], [null, '37']]),
      ...brackets('head_of_household', [[24150, '0'], [41850, '10'], [91600, '12'], [129850, '22'], [225900, '24'], [280350, '32'], [664750, '35'], [null, '37']]),
    ],
  },
  state: {
    year: 2026,
    allowanceAmount: '1000',
    supplemental: null,
    brackets: [
      ...brackets('single', [[10000, '2'], [40000, '4'], [null, '5']]),
      ...brackets('married', [[20000, '2'], [80000, '4'], [null, '5']]),
      ...brackets('head_of_household', [[10000, '2'], [40000, '4'], [null, '5']]),
    ],
  },
} as const;

type Account = 'wages' | 'taxes' | 'liabilities';
type ExampleItem = { kind: PayrollItemKind; expense?: Account; liability?: Account; rate?: string; multiplier?: string; table?: keyof typeof EXAMPLE_TAX_TABLES; wageBase?: string };

/**
 * The example payroll items (named in messages `seeds.payrollItems`): earnings to Wages (6600),
 * what is withheld and owed to Payroll Liabilities (2200), the company's taxes to Payroll Tax
 * Expense (6650). Social Security's 2026 wage base 184,500.00; Medicare without one (its additional
 * 0.9 % over 200,000.00 is not an item); unemployment on the first 7,000.00 (the state's rate an example).
 */
export const EXAMPLE_ITEMS: Record<string, ExampleItem> = {
  hourly: { kind: 'hourly', expense: 'wages' },
  overtime: { kind: 'overtime', expense: 'wages', multiplier: '1.5' },
  salary: { kind: 'salary', expense: 'wages' },
  federal: { kind: 'withholding', liability: 'liabilities', table: 'federal' },
  state: { kind: 'withholding', liability: 'liabilities', table: 'state' },
  social_security: { kind: 'withholding', liability: 'liabilities', rate: '6.2', wageBase: '184500' },
  medicare: { kind: 'withholding', liability: 'liabilities', rate: '1.45' },
  social_security_company: { kind: 'employer_tax', expense: 'taxes', liability: 'liabilities', rate: '6.2', wageBase: '184500' },
  medicare_company: { kind: 'employer_tax', expense: 'taxes', liability: 'liabilities', rate: '1.45' },
  futa: { kind: 'employer_tax', expense: 'taxes', liability: 'liabilities', rate: '0.6', wageBase: '7000' },
  suta: { kind: 'employer_tax', expense: 'taxes', liability: 'liabilities', rate: '2.7', wageBase: '7000' },
};

const ACCOUNT_NUMBERS: Record<Account, string> = { wages: '6600', taxes: '6650', liabilities: '2200' };

/**
 * Gives a new company the example tax tables and payroll items in its language (inside its creating
 * transaction, after its chart of accounts), so it can run payroll once it sets up its employees.
 * Companies made before keep what they have: nothing is added to them.
 */
export async function insertExamplePayroll(tx: Tx, companyId: number, language: Locale = 'en'): Promise<void> {
  const found = await tx
    .select({ id: accounts.id, number: accounts.number })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.number, Object.values(ACCOUNT_NUMBERS))));
  const account = (a: Account | undefined) => (a ? (found.find((f) => f.number === ACCOUNT_NUMBERS[a])?.id ?? null) : null);
  const tableIds = new Map<string, number>();
  for (const [key, table] of Object.entries(EXAMPLE_TAX_TABLES)) {
    const [made] = await tx
      .insert(taxTables)
      .values({
        companyId,
        displayName: seedName(language, 'taxTables', key),
        year: table.year,
        allowanceAmount: table.allowanceAmount,
        supplementalRate: table.supplemental?.rate ?? null,
        supplementalLimit: table.supplemental?.limit ?? null,
        supplementalOverRate: table.supplemental?.overRate ?? null,
        notes: seedName(language, 'taxTables', `${key}_notes`),
      })
      .returning({ id: taxTables.id });
    await tx.insert(taxTableBrackets).values(table.brackets.map((b) => ({ ...b, companyId, taxTableId: made.id })));
    tableIds.set(key, made.id);
  }
  await tx.insert(payrollItems).values(
    Object.entries(EXAMPLE_ITEMS).map(([key, item]) => ({
      companyId,
      displayName: seedName(language, 'payrollItems', key),
      kind: item.kind,
      expenseAccountId: account(item.expense),
      liabilityAccountId: account(item.liability),
      rate: item.rate ?? null,
      multiplier: item.multiplier ?? null,
      taxTableId: item.table ? tableIds.get(item.table)! : null,
      wageBase: item.wageBase ?? null,
      notes: seedName(language, 'payrollItems', 'notes'),
    })),
  );
}
