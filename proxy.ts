import { NextResponse, type NextRequest } from 'next/server';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/auth/cookie-names';
import { parseHost } from '@/lib/tenant/host';

/** Whether a path's %-escapes decode (`%ZZ` and a lone `%E0` do not). */
const URL_DECODES = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

/** Pages of a company host that need no login. */
const PUBLIC_PATHS = [/^\/login$/, /^\/signup$/, /^\/unsubscribe$/, /^\/events(\/|$)/, /^\/event(\/|$)/];

/**
 * Host -> site. The root domain serves the product's own pages (app/site: landing, company
 * sign-up); a company host serves its workspace, and a visit without a session cookie to a
 * login-required page goes to /login. Pages still check the session itself (lib/auth/current.ts):
 * this is only the fast path for the redirect.
 * An API path that is not valid %-encoding (`/api/v1/%ZZ`) is a 400 here: Next would otherwise
 * fail decoding it while matching its route, before the API's own handler could answer.
 */
export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (pathname.startsWith('/api/')) return URL_DECODES(pathname) ? NextResponse.next() : NextResponse.json({ name: 'Bad Request', message: 'The path is not valid URL encoding.', status: 400 }, { status: 400 });
  const host = parseHost(req.headers.get('host'));

  if (host.kind === 'root') return NextResponse.rewrite(new URL(`/site${pathname === '/' ? '' : pathname}${search}`, req.url));
  if (pathname === '/site' || pathname.startsWith('/site/')) return NextResponse.rewrite(new URL('/not-found', req.url));
  if (host.kind === 'invalid' || PUBLIC_PATHS.some((p) => p.test(pathname))) return NextResponse.next();

  const hasSession = req.cookies.has(SESSION_COOKIE) || req.cookies.has(SECURE_SESSION_COOKIE);
  if (hasSession) return NextResponse.next();
  const login = new URL('/login', req.url);
  login.searchParams.set('callbackUrl', `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export const config = {
  // Everything but the API, Next's own files and static assets; of the API only paths with a %-escape.
  matcher: ['/((?!api/|_next/|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt)$).*)', '/api/:path(.*%.*)'],
};
