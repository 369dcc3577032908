import { feedOf } from '@/lib/modules/calendar/feeds';
import { publicEvent, publicEventIcs } from '@/lib/modules/calendar/public-events';
import { findCompanyBySlug } from '@/lib/tenant/company';
import { parseHost } from '@/lib/tenant/host';
import { contentDisposition } from './file-name';
import { resources } from './registry';

const notFound = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
const calendarFile = (text: string, fileName: string) =>
  new Response(text, { headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': contentDisposition('attachment', fileName), 'cache-control': 'no-store' } });

async function hostCompany(req: Request) {
  const host = parseHost(req.headers.get('host'));
  return host.kind === 'company' ? findCompanyBySlug(host.slug) : null;
}

/**
 * GET /events/ics/{id} (no sign-in): a public event of the host's company as an .ics download;
 * any other id the same bare 404 as the page's.
 */
export async function publicEventIcsRequest(req: Request, id: string): Promise<Response> {
  const company = await hostCompany(req);
  const found = company ? await publicEvent(company, id) : null;
  return company && found ? calendarFile(publicEventIcs(company, found), `event-${found.event.id}.ics`) : notFound();
}

/** GET /events/feed/{token} (no sign-in, the token is the key): a person's feed; a token not (or no longer) valid, 404. */
export async function feedRequest(req: Request, token: string): Promise<Response> {
  const company = await hostCompany(req);
  const feed = company ? await feedOf(company, token, resources) : null;
  return feed ? calendarFile(feed, 'calendar.ics') : notFound();
}
