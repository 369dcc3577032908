import { contentDisposition } from '@/lib/api/file-name';
import { currentClient, currentCompany } from '@/lib/auth/current';
import { portalInvoicePdf } from '@/lib/modules/sales/portal';
import { withTenant } from '@/lib/tenant/transaction';

// GET /portal/invoices/{id}/pdf – an invoice of the signed-in client's customer, as its PDF
export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const [company, client, { id }] = await Promise.all([currentCompany(), currentClient(), params]);
  if (!company || !client) return new Response('Sign in with your login link.', { status: 401 });
  const invoiceId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const pdf = invoiceId && (await withTenant(company.id, (tx) => portalInvoicePdf(req, tx, company.id, client.customerId, invoiceId), { readOnly: true }));
  if (!pdf) return new Response('Not found.', { status: 404 });
  const headers = { 'content-type': 'application/pdf', 'content-disposition': contentDisposition('inline', pdf.fileName), etag: pdf.etag, 'cache-control': 'private, no-cache' };
  // The browser holds this version already (If-None-Match): nothing drawn, nothing sent.
  return pdf.body ? new Response(new Uint8Array(pdf.body), { headers }) : new Response(null, { status: 304, headers });
}
