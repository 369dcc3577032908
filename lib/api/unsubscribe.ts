import { readUnsubscribeToken } from '@/lib/mail/unsubscribe';
import { optOut } from '@/lib/modules/messaging/blasts';
import { withTenant } from '@/lib/tenant/transaction';
import { errorResponse } from './errors';
import { readForm } from './multipart';

/** An unsubscribe form holds one token: anything near this size is not one. */
const MAX_FORM_BYTES = 16 * 1024;

/**
 * POST /api/unsubscribe (no sign-in): the unsubscribe page's button, and mail programs' one-click
 * unsubscribe, with the signed token as `t` (in the form or the query). Answers the page again,
 * saying it is done; a token not signed here is a 400, as is a form that cannot be read (413 when
 * it is too large to be one).
 */
export async function unsubscribeRequest(req: Request): Promise<Response> {
  try {
    const url = new URL(req.url);
    const form = req.headers.get('content-type')?.includes('form') ? await readForm(req, MAX_FORM_BYTES) : {};
    const token = String(form.t ?? url.searchParams.get('t') ?? '');
    const target = readUnsubscribeToken(token);
    if (!target) return Response.json({ name: 'Bad Request', message: 'This unsubscribe link is not valid.', status: 400 }, { status: 400 });
    await withTenant(target.companyId, (tx) => optOut(tx, target.companyId, target.email));
    return new Response(null, { status: 303, headers: { location: `/unsubscribe?t=${encodeURIComponent(token)}&done=1` } });
  } catch (error) {
    return errorResponse(error, req.method);
  }
}
