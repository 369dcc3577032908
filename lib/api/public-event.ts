import { publicEvent, publicEventIcs } from '@/lib/modules/calendar/public-events';
import { findCompanyBySlug } from '@/lib/tenant/company';
import { parseHost } from '@/lib/tenant/host';
import { contentDisposition } from './file-name';

/**
 * GET /events/ics/{id} (no sign-in): a public event of the host's company as an .ics download;
 * any other id the same bare 404 as the page's.
 */
export async function publicEventIcsRequest(req: Request, id: string): Promise<Response> {
  const host = parseHost(req.headers.get('host'));
  const company = host.kind === 'company' ? await findCompanyBySlug(host.slug) : null;
  const found = company ? await publicEvent(company, id) : null;
  if (!company || !found) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(publicEventIcs(company, found), {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': contentDisposition('attachment', `event-${found.event.id}.ics`), 'cache-control': 'no-store' },
  });
}
