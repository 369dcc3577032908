import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { arDeliveryMethods, arInvoiceLayouts, arTerms, companies, customers, employees, salesDocumentLines, salesDocuments, salesItems } from '@/db/schema';
import type { Tx } from '@/db/client';
import { asLocale, type Locale } from '@/lib/format';
import { versionOf } from '@/lib/engine/version';
import { defaultEntries, type LayoutEntry } from './layout';
import type { SalesDocumentKind } from '@/db/schema';

type Doc = typeof salesDocuments.$inferSelect;
type Line = typeof salesDocumentLines.$inferSelect & { itemName: string | null };

/** The company block a document prints (spec section 3's Invoice PDF input `business`), from the company settings. */
export type Business = { name: string; address: string | null; phone: string | null; email: string | null; website: string | null; logo: string | null };

/** Everything one document's PDF is drawn from: read in one transaction, drawn after it. */
export type Printable = {
  doc: Doc;
  lines: Line[];
  business: Business;
  customer: { name: string; accountNumber: string | null; phone: string | null; email: string | null; website: string | null };
  terms: string | null;
  deliveryMethod: string | null;
  salesRep: string | null;
  entries: LayoutEntry[];
  locale: Locale;
};

/**
 * What a PDF is cached by: it changes whenever anything drawn changes, the document (a change
 * of its lines moves its `updated_at`), the company block, the customer, the layout, the language.
 */
export function versionOfPrintable(p: Printable): string {
  const rest = { ...p, doc: undefined, lines: undefined };
  return `${p.doc.companyId}:${versionOf(p.doc)}:${createHash('sha256').update(JSON.stringify(rest)).digest('base64url').slice(0, 22)}`;
}

const text = (settings: Record<string, unknown>, key: string) => (typeof settings[key] === 'string' && settings[key] ? (settings[key] as string) : null);

/** The company's name and its document block (address, phone, e-mail, website, logo as a data URL) from its settings. */
export async function businessOf(tx: Tx, companyId: number): Promise<{ business: Business; locale: Locale }> {
  const [company] = await tx.select({ name: companies.name, settings: companies.settings }).from(companies).where(eq(companies.id, companyId));
  const s = company.settings;
  const logo = text(s, 'logo');
  return {
    business: { name: company.name, address: text(s, 'address'), phone: text(s, 'phone'), email: text(s, 'email'), website: text(s, 'website'), logo: logo?.startsWith('data:image/') ? logo : null },
    locale: asLocale(text(s, 'language')),
  };
}

/** A sales document of the company as its PDF draws it, or null when the company has no such document. */
export async function printableOf(tx: Tx, companyId: number, documentId: number): Promise<Printable | null> {
  const [doc] = await tx.select().from(salesDocuments).where(and(eq(salesDocuments.companyId, companyId), eq(salesDocuments.id, documentId)));
  if (!doc) return null;
  const [{ business, locale: companyLocale }, lines, [customer], [terms], [method], [rep]] = await Promise.all([
    businessOf(tx, companyId),
    tx
      .select({ line: salesDocumentLines, itemName: salesItems.displayName })
      .from(salesDocumentLines)
      .leftJoin(salesItems, eq(salesItems.id, salesDocumentLines.itemId))
      .where(and(eq(salesDocumentLines.companyId, companyId), eq(salesDocumentLines.documentId, doc.id)))
      .orderBy(asc(salesDocumentLines.lineNo), asc(salesDocumentLines.id)),
    tx
      .select({ name: customers.displayName, accountNumber: customers.accountNumber, phone: customers.primaryNumber, email: customers.email, website: customers.website, language: customers.language })
      .from(customers)
      .where(and(eq(customers.companyId, companyId), eq(customers.id, doc.customerId))),
    doc.termsId ? tx.select({ name: arTerms.displayName }).from(arTerms).where(and(eq(arTerms.companyId, companyId), eq(arTerms.id, doc.termsId))) : [],
    doc.deliveryMethodId
      ? tx.select({ name: arDeliveryMethods.displayName }).from(arDeliveryMethods).where(and(eq(arDeliveryMethods.companyId, companyId), eq(arDeliveryMethods.id, doc.deliveryMethodId)))
      : [],
    doc.salesRepId ? tx.select({ name: employees.displayName }).from(employees).where(and(eq(employees.companyId, companyId), eq(employees.id, doc.salesRepId))) : [],
  ]);
  const entries = await layoutOf(tx, companyId, doc.kind, doc.layoutId);
  const { language, ...who } = customer;
  // The customer's language where the company set one for it, else the company's.
  const locale = language ? asLocale(language) : companyLocale;
  return {
    doc,
    lines: lines.map((l) => ({ ...l.line, itemName: l.itemName })),
    business,
    customer: who,
    terms: terms?.name ?? null,
    deliveryMethod: method?.name ?? null,
    salesRep: rep?.name ?? null,
    entries,
    locale,
  };
}

/**
 * The entries a document prints with: its own layout, else its kind's default layout, else
 * (a company whose default was deleted) the built-in default of spec section 3.
 */
export async function layoutOf(tx: Tx, companyId: number, kind: SalesDocumentKind, layoutId: number | null): Promise<LayoutEntry[]> {
  const mine = eq(arInvoiceLayouts.companyId, companyId);
  if (layoutId) {
    const [own] = await tx.select({ entries: arInvoiceLayouts.entries }).from(arInvoiceLayouts).where(and(mine, eq(arInvoiceLayouts.id, layoutId)));
    if (own) return own.entries;
  }
  const [byDefault] = await tx
    .select({ entries: arInvoiceLayouts.entries })
    .from(arInvoiceLayouts)
    .where(and(mine, eq(arInvoiceLayouts.documentType, kind), eq(arInvoiceLayouts.isDefault, true)));
  return byDefault?.entries ?? defaultEntries(kind);
}
