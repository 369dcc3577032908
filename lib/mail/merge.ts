/** The merge fields a template may use, as `{{name}}` (spec: customer name, invoice number, amount due, due date, company name, portal link). */
export const MERGE_FIELDS = ['customer_name', 'invoice_number', 'amount_due', 'due_date', 'company_name', 'portal_link', 'unsubscribe_link'] as const;
export type MergeValues = Partial<Record<(typeof MERGE_FIELDS)[number], string>>;

/**
 * Fills `{{field}}` (spaces allowed inside the braces) from the values' own text fields; an unknown
 * or absent field becomes empty, as does a name every object inherits (`{{constructor}}`).
 */
export const merge = (template: string, values: MergeValues) =>
  template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_, name: string) => {
    const value: unknown = Object.hasOwn(values, name) ? (values as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' ? value : '';
  });

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An e-mail's text and HTML bodies from a plain-text body (merged) and the sender's signature. */
export function bodies(body: string, signature: string | null): { text: string; html: string } {
  const text = signature ? `${body}\n\n-- \n${signature}` : body;
  const paragraphs = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');
  const html = `<div>${paragraphs(body)}</div>${signature ? `<div style="margin-top:1em;color:#555">${paragraphs(signature)}</div>` : ''}`;
  return { text, html };
}
