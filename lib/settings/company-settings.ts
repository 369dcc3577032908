import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, companies } from '@/db/schema';
import { DEFAULT_PASSWORD_POLICY, PASSWORD_MIN_LENGTH, type PasswordPolicy } from './password-policy';
import { fieldErrorsFromZod, ValidationError } from '@/lib/engine/errors';
import type { ResourceContext } from '@/lib/engine/define';
import { choice, decimal, email, flag, integer, phone, text, textArea, textChoice } from '@/lib/engine/fields';
import { say, zodIssue } from '@/lib/engine/messages';
import type { ServiceSetting } from '@/lib/engine/services';
import { asLocale, type Locale, type MoneyStyle } from '@/lib/format';
import { forgetCompany, type Company } from '@/lib/tenant/company';
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '@/lib/time-zones';
import { US_STATES } from './us-states';

/** The largest logo kept (a data URL in the settings, drawn in the top bar and on PDFs). */
export const LOGO_MAX_BYTES = 200 * 1024;
const LOGO = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

const logo = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .nullable()
      .optional()
      .superRefine((value, ctx) => {
        const data = typeof value === 'string' ? LOGO.exec(value)?.[2] : undefined;
        if (typeof value === 'string' && (!data || (data.length * 3) / 4 > LOGO_MAX_BYTES)) ctx.addIssue(zodIssue('logoImage', { field: label, max: '200 kB' }));
      }),
  );

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const ZIP = /^\d{5}(-\d{4})?$/;

/**
 * Company settings (168 Configuration), kept in `companies.settings` but the name (its column).
 * The tabs of the settings window: Information, Security, Configuration.
 */
export const settingsInput = z.object({
  // Information
  company_name: text('Company name'),
  logo: logo('Logo'),
  billing_street: textArea('Billing street'),
  billing_city: text('Billing city'),
  billing_state: textChoice('Billing state', US_STATES),
  billing_zip: text('Billing ZIP code', { max: 10 }),
  mailing_street: textArea('Mailing street'),
  mailing_city: text('Mailing city'),
  mailing_state: textChoice('Mailing state', US_STATES),
  mailing_zip: text('Mailing ZIP code', { max: 10 }),
  phone: phone('Phone'),
  email: email('E-mail'),
  website: text('Website'),
  fiscal_year_start_month: integer('Fiscal year start month', { min: 1, max: 12 }),
  time_zone: choice('Time zone', Object.fromEntries(TIME_ZONES.map((zone, i) => [i, zone]))),
  currency_code: text('Currency', { max: 3 }),
  currency_display: textChoice('Currency shown as', { symbol: 'Symbol ($)', code: 'Code (USD)' }),
  currency_position: textChoice('Currency position', { language: 'Where the language puts it', before: 'Before the amount', after: 'After the amount' }),
  language: textChoice('Language', { en: 'English', es: 'Español' } satisfies Record<Locale, string>),
  // Security
  password_min_length: integer('Minimum password length', PASSWORD_MIN_LENGTH),
  password_require_digit: flag('Passwords need a digit'),
  password_require_mixed_case: flag('Passwords need upper and lower case'),
  password_require_symbol: flag('Passwords need a symbol'),
  session_length_hours: integer('Session length (hours)', { min: 1, max: 720 }),
  // Configuration
  require_account_numbers: flag('Require Account Numbers'),
  // Configuration: the services (lib/engine/services.ts), on until turned off
  service_announce: flag('Announce'),
  service_inactive_views: flag('Inactive views'),
  service_email: flag('E-mail'),
  service_secure_items: flag('Secure items'),
  // Files: the largest file and the company's whole store, in MB (lib/modules/files/limits.ts)
  file_max_mb: integer('Largest file (MB)', { min: 1, max: 5120 }),
  file_quota_mb: integer('Storage quota (MB)', { min: 1, max: 10_485_760 }),
  // Inventory: a sale or adjustment may take more than is on hand (lib/modules/inventory/stock-ledger.ts)
  allow_negative_stock: flag('Allow negative stock'),
  // Purchasing: a receiving may take in more of an order's line than is still to come (lib/modules/inventory/receivings.ts)
  allow_over_receiving: flag('Allow receiving more than ordered'),
  // Banking: printing checks is authorised by a check signer with their password (lib/modules/banking/check-print.ts)
  check_print_needs_signer: flag("Printing checks needs a signer's authorisation"),
  // Time: mileage's rate per mile, and the hours worked that earn one hour of paid time off (lib/modules/time)
  mileage_rate: decimal('Rate per mile', { min: 0, max: 1000 }),
  time_off_accrual_hours: integer('Hours worked per hour of time off', { min: 1, max: 2080 }),
});

type Input = z.infer<typeof settingsInput>;

export type CompanySettings = PasswordPolicy & {
  company_name: string;
  logo: string | null;
  billing_street: string | null;
  billing_city: string | null;
  billing_state: string | null;
  billing_zip: string | null;
  mailing_street: string | null;
  mailing_city: string | null;
  mailing_state: string | null;
  mailing_zip: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** The billing address as one block of lines, as PDFs print it (lib/modules/sales/pdf). */
  address: string | null;
  fiscal_year_start_month: number;
  time_zone: number;
  currency_code: string;
  currency_display: 'symbol' | 'code';
  currency_position: 'language' | 'before' | 'after';
  /** The company's language: what it starts with is named in it, and its documents print in it (a customer's own aside). */
  language: Locale;
  session_length_hours: number;
  require_account_numbers: 0 | 1;
  file_max_mb: number;
  file_quota_mb: number;
  allow_negative_stock: 0 | 1;
  allow_over_receiving: 0 | 1;
  check_print_needs_signer: 0 | 1;
  /** The rate per mile mileage is recorded at (4 places); null until the company sets one. */
  mileage_rate: string | null;
  time_off_accrual_hours: number;
} & Record<ServiceSetting, 0 | 1>;

/** Thirty days: the session cookie's own life (lib/auth/sessions.ts). */
export const MAX_SESSION_HOURS = 720;

const DEFAULTS: Omit<CompanySettings, 'company_name'> = {
  logo: null,
  billing_street: null,
  billing_city: null,
  billing_state: null,
  billing_zip: null,
  mailing_street: null,
  mailing_city: null,
  mailing_state: null,
  mailing_zip: null,
  phone: null,
  email: null,
  website: null,
  address: null,
  fiscal_year_start_month: 1,
  time_zone: DEFAULT_TIME_ZONE,
  currency_code: 'USD',
  currency_display: 'symbol',
  currency_position: 'language',
  language: 'en',
  ...DEFAULT_PASSWORD_POLICY,
  session_length_hours: MAX_SESSION_HOURS,
  require_account_numbers: 0,
  service_announce: 1,
  service_inactive_views: 1,
  service_email: 1,
  service_secure_items: 1,
  file_max_mb: 50,
  file_quota_mb: 1024,
  allow_negative_stock: 0,
  allow_over_receiving: 0,
  check_print_needs_signer: 0,
  mileage_rate: null,
  time_off_accrual_hours: 30,
};

const KEYS = Object.keys(DEFAULTS) as (keyof typeof DEFAULTS)[];

/** The company's settings, each a default until set. */
export function settingsOf(company: Pick<Company, 'name' | 'settings'>): CompanySettings {
  const stored = company.settings as Record<string, unknown>;
  const own = Object.fromEntries(KEYS.filter((k) => stored[k] !== undefined && stored[k] !== null).map((k) => [k, stored[k]]));
  return { ...DEFAULTS, ...own, company_name: company.name } as CompanySettings;
}

/** The company's language (its settings'): what its documents print in where the customer has none. */
export const languageOf = (company: Pick<Company, 'name' | 'settings'>): Locale => asLocale(settingsOf(company).language);

/** How the company shows money (lib/format.ts `formatMoney`), from its settings. */
export function moneyStyleOf(company: Pick<Company, 'name' | 'settings'>): MoneyStyle {
  const s = settingsOf(company);
  return { currency: s.currency_code, display: s.currency_display, position: s.currency_position };
}

/** The billing address as the lines a letterhead prints. */
function addressBlock(s: Pick<CompanySettings, 'billing_street' | 'billing_city' | 'billing_state' | 'billing_zip'>): string | null {
  const place = [s.billing_city, [s.billing_state, s.billing_zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [s.billing_street, place].filter(Boolean).join('\n') || null;
}

export const ACCOUNT_NUMBERS_NEEDED = say('accountNumbersNeeded');

/** Whether every account has a number, none used twice (letter case aside). */
async function accountsAllNumbered(ctx: ResourceContext): Promise<boolean> {
  const mine = eq(accounts.companyId, ctx.company.id);
  const [{ missing }] = await ctx.tx
    .select({ missing: count() })
    .from(accounts)
    .where(and(mine, or(isNull(accounts.number), eq(sql`trim(${accounts.number})`, ''))));
  const [{ duplicated }] = await ctx.tx
    .select({ duplicated: sql<number>`count(*) - count(distinct lower(${accounts.number}))` })
    .from(accounts)
    .where(mine);
  return missing === 0 && Number(duplicated) === 0;
}

/**
 * Changes settings: a field left out stays, one given empty (null or '') goes back to its default.
 * Turning on Require Account Numbers is refused (422, left off) until every account qualifies. Keys
 * the settings hold for other parts (setup_dismissed) are kept.
 */
export async function updateSettings(ctx: ResourceContext, body: unknown): Promise<CompanySettings> {
  const parsed = settingsInput.partial().safeParse(body ?? {});
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  const { company_name: name, ...given } = parsed.data as Partial<Input>;
  const wrong = [
    ...(['billing_zip', 'mailing_zip'] as const).filter((k) => given[k] && !ZIP.test(given[k])).map((k) => ({ field: k, ...say('zipCode', { field: k === 'billing_zip' ? 'Billing ZIP code' : 'Mailing ZIP code' }) })),
    ...(given.currency_code && !CURRENCIES.has(given.currency_code) ? [{ field: 'currency_code', ...say('currencyCode', { field: 'Currency' }) }] : []),
  ];
  if (wrong.length) throw new ValidationError(wrong);
  if (name === null) throw ValidationError.field('company_name', say('blank', { field: 'Company name' }));
  const stored = { ...(ctx.company.settings as Record<string, unknown>) };
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (value === null) delete stored[key];
    else stored[key] = value;
  }
  const before = settingsOf(ctx.company);
  const next = settingsOf({ ...ctx.company, name: name ?? ctx.company.name, settings: stored });
  if (next.require_account_numbers === 1 && !before.require_account_numbers && !(await accountsAllNumbered(ctx))) {
    throw ValidationError.field('require_account_numbers', ACCOUNT_NUMBERS_NEEDED);
  }
  stored.address = addressBlock(next);
  await ctx.tx
    .update(companies)
    .set({ settings: stored, ...(name ? { name } : {}) })
    .where(eq(companies.id, ctx.company.id));
  forgetCompany(ctx.company.slug);
  return { ...next, address: stored.address as string | null };
}

/**
 * Adds `values` to the company's settings, the rest kept: settings other parts hold that the
 * settings form does not edit (the dashboard's `setup_dismissed`). Companies are written here and
 * by `updateSettings` only.
 */
export async function keepSettings(ctx: ResourceContext, values: Record<string, string | number | boolean>): Promise<void> {
  await ctx.tx
    .update(companies)
    .set({ settings: sql`${companies.settings} || ${JSON.stringify(values)}::jsonb` })
    .where(eq(companies.id, ctx.company.id));
  forgetCompany(ctx.company.slug);
}
