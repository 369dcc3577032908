import { createHash } from 'node:crypto';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { arDeliveryMethods, arInvoiceLayouts, arTerms, companies, customers, employees, richTexts, salesDocumentLines, salesDocuments, salesItems } from '@/db/schema';
import type { Tx } from '@/db/client';
import { asLocale, type Locale, type MoneyStyle } from '@/lib/format';
import { versionOf } from '@/lib/engine/version';
import { languageOf, moneyStyleOf } from '@/lib/settings/company-settings';
import { companyRenames } from '@/lib/terminology/labels';
import type { Renames } from '@/lib/terminology/rename';
import { defaultEntries, type LayoutEntry } from './layout';
import { richTextLines } from './rich-text';
import type { PrintedDocumentKind } from '@/db/schema';

type Doc = typeof salesDocuments.$inferSelect;
/**
 * What a printed document's page draws of it: a sales document's row, or another area's document
 * (a purchase order) put in its words. Its version (the PDF's ETag) is of all it holds.
 */
export type PrintedDoc = Pick<
  Doc,
  | 'id' | 'companyId' | 'number' | 'date' | 'billingAddress' | 'deliveryAddress' | 'purchaseOrderNumber' | 'incoterms' | 'incotermsPoint' | 'deliveryDate'
  | 'deliveryTrackingNumber' | 'dueDate' | 'customerMessage' | 'subtotal' | 'taxAmount' | 'totalAmount' | 'totalPaid' | 'balanceDue'
> & { kind: PrintedDocumentKind };
type Line = Pick<typeof salesDocumentLines.$inferSelect, 'type' | 'description' | 'quantity' | 'rate' | 'percent' | 'amount'> & { itemName: string | null };

/** The company block a document prints (spec section 3's Invoice PDF input `business`), from the company settings. */
export type Business = { name: string; address: string | null; phone: string | null; email: string | null; website: string | null; logo: string | null };

/** Everything one document's PDF is drawn from: read in one transaction, drawn after it. */
export type Printable = {
  doc: PrintedDoc;
  lines: Line[];
  business: Business;
  customer: { name: string; accountNumber: string | null; phone: string | null; email: string | null; website: string | null };
  terms: string | null;
  deliveryMethod: string | null;
  salesRep: string | null;
  entries: LayoutEntry[];
  /** The layout's header and footer rich texts, as the plain lines they print (rich-text.ts). */
  headerText?: string[];
  footerText?: string[];
  locale: Locale;
  /** How the company shows its money (its currency settings). */
  money: MoneyStyle;
  /** The company's own words for the product's terms in `locale` ("Patient" for "Customer"). */
  renames: Renames;
};

/** The aging buckets a customer statement's strip shows, in order. */
export const AGING_STRIP = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;

/** One posting on a customer's statement: an invoice, payment, credit or write-off, with the balance after it. */
export type StatementRow = { date: string; kind: string; reference: string | null; charge: string; credit: string; balance: string };

/** Everything a customer statement's PDF is drawn from: read in one transaction, drawn after it. */
export type StatementPrintable = {
  business: Business;
  locale: Locale;
  /** How the company shows its money (its currency settings). */
  money: MoneyStyle;
  /** The company's own words for the product's terms in `locale`. */
  renames: Renames;
  customer: { id: number; name: string; accountNumber: string | null; address: string | null };
  from: string;
  to: string;
  opening: string;
  rows: StatementRow[];
  closing: string;
  /** What the customer owed at `to` by days past due, less their unapplied credits: the receivables aging's row. */
  aging: Record<(typeof AGING_STRIP)[number] | 'credits' | 'total', string>;
};

/**
 * What a PDF is cached by: it changes whenever anything drawn changes, the document (a change
 * of its lines moves its `updated_at`), the company block, the customer, the layout, the language.
 */
export function versionOfPrintable(p: Printable): string {
  const rest = { ...p, doc: undefined, lines: undefined };
  // The document's own version without its quotes: this one is quoted as a whole.
  return `${p.doc.companyId}-${versionOf(p.doc).replace(/"/g, '')}-${createHash('sha256').update(JSON.stringify(rest)).digest('base64url').slice(0, 22)}`;
}

const text = (settings: Record<string, unknown>, key: string) => (typeof settings[key] === 'string' && settings[key] ? (settings[key] as string) : null);

/** The company's name and its document block (address, phone, e-mail, website, logo as a data URL) from its settings. */
export function businessOf(name: string, s: Record<string, unknown>): Business {
  const logo = text(s, 'logo');
  return { name, address: text(s, 'address'), phone: text(s, 'phone'), email: text(s, 'email'), website: text(s, 'website'), logo: logo?.startsWith('data:image/') ? logo : null };
}

/** The company's document block and its own language, read alone (a statement, which has no document to join them to). */
export async function companyBlockOf(tx: Tx, companyId: number): Promise<{ business: Business; locale: Locale; money: MoneyStyle }> {
  const [company] = await tx.select({ name: companies.name, settings: companies.settings }).from(companies).where(eq(companies.id, companyId));
  return { business: businessOf(company.name, company.settings), locale: languageOf(company), money: moneyStyleOf(company) };
}

/**
 * A sales document of the company as its PDF draws it, or null when the company has no such
 * document. Three reads: the document with what it names (company, customer, terms, delivery
 * method, sales rep), its lines, and its layout.
 */
export async function printableOf(tx: Tx, companyId: number, documentId: number): Promise<Printable | null> {
  const mine = <T extends { companyId: AnyPgColumn; id: AnyPgColumn }>(t: T, id: AnyPgColumn) => and(eq(t.companyId, companyId), eq(t.id, id));
  const [row] = await tx
    .select({
      doc: salesDocuments,
      companyName: companies.name,
      settings: companies.settings,
      customer: { name: customers.displayName, accountNumber: customers.accountNumber, phone: customers.primaryNumber, email: customers.email, website: customers.website, language: customers.language },
      terms: arTerms.displayName,
      deliveryMethod: arDeliveryMethods.displayName,
      salesRep: employees.displayName,
    })
    .from(salesDocuments)
    .innerJoin(companies, eq(companies.id, salesDocuments.companyId))
    .leftJoin(customers, mine(customers, salesDocuments.customerId))
    .leftJoin(arTerms, mine(arTerms, salesDocuments.termsId))
    .leftJoin(arDeliveryMethods, mine(arDeliveryMethods, salesDocuments.deliveryMethodId))
    .leftJoin(employees, mine(employees, salesDocuments.salesRepId))
    .where(and(eq(salesDocuments.companyId, companyId), eq(salesDocuments.id, documentId)));
  if (!row) return null;
  const { doc, customer } = row;
  const lines = await tx
    .select({ line: salesDocumentLines, itemName: salesItems.displayName })
    .from(salesDocumentLines)
    .leftJoin(salesItems, eq(salesItems.id, salesDocumentLines.itemId))
    .where(and(eq(salesDocumentLines.companyId, companyId), eq(salesDocumentLines.documentId, doc.id)))
    .orderBy(asc(salesDocumentLines.lineNo), asc(salesDocumentLines.id));
  const { entries, headerText, footerText } = await layoutOf(tx, companyId, doc.kind, doc.layoutId);
  const { language, ...who } = customer ?? { name: '', accountNumber: null, phone: null, email: null, website: null, language: null };
  // The customer's language where the company set one for it, else the company's.
  const locale = language ? asLocale(language) : languageOf({ name: row.companyName, settings: row.settings });
  return {
    doc,
    lines: lines.map((l) => ({ ...l.line, itemName: l.itemName })),
    business: businessOf(row.companyName, row.settings),
    customer: who,
    terms: row.terms,
    deliveryMethod: row.deliveryMethod,
    salesRep: row.salesRep,
    entries,
    headerText,
    footerText,
    locale,
    money: moneyStyleOf({ name: row.companyName, settings: row.settings }),
    renames: await companyRenames(companyId, locale, tx),
  };
}

/**
 * What a document prints with: its own layout, else its kind's default layout, else (a company
 * whose default was deleted) the built-in default of spec section 3; with the layout's header and
 * footer rich texts as plain lines (an inactive or deleted one prints nothing).
 */
export async function layoutOf(tx: Tx, companyId: number, kind: PrintedDocumentKind, layoutId: number | null): Promise<{ entries: LayoutEntry[]; headerText: string[]; footerText: string[] }> {
  const byDefault = and(eq(arInvoiceLayouts.documentType, kind), eq(arInvoiceLayouts.isDefault, true));
  const [layout] = await tx
    .select({ entries: arInvoiceLayouts.entries, header: arInvoiceLayouts.headerTextId, footer: arInvoiceLayouts.footerTextId })
    .from(arInvoiceLayouts)
    .where(and(eq(arInvoiceLayouts.companyId, companyId), layoutId ? or(eq(arInvoiceLayouts.id, layoutId), byDefault) : byDefault))
    // Its own before the default.
    .orderBy(layoutId ? desc(sql`${arInvoiceLayouts.id} = ${layoutId}`) : asc(arInvoiceLayouts.id))
    .limit(1);
  const textOf = async (id: number | null | undefined) => {
    if (!id) return [];
    const [text] = await tx
      .select({ data: richTexts.data })
      .from(richTexts)
      .where(and(eq(richTexts.companyId, companyId), eq(richTexts.id, id), eq(richTexts.status, 1)));
    return richTextLines(text?.data);
  };
  return { entries: layout?.entries ?? defaultEntries(kind), headerText: await textOf(layout?.header), footerText: await textOf(layout?.footer) };
}
