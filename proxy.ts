import { NextResponse, type NextRequest } from 'next/server';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/auth/cookie-names';
import { parseHost } from '@/lib/tenant/host';

/** Pages of a company host that need no login. */
const PUBLIC_PATHS = [/^\/login$/, /^\/signup$/, /^\/unsubscribe$/, /^\/events(\/|$)/, /^\/event(\/|$)/];

/**
 * Host -> site. The root domain serves the product's own pages (app/site: landing, company
 * sign-up); a company host serves its workspace, and a visit without a session cookie to a
 * login-required page goes to /login. Pages still check the session itself (lib/auth/current.ts):
 * this is only the fast path for the redirect.
 */
export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
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
  // Everything but the API, Next's own files and static assets.
  matcher: ['/((?!api/|_next/|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt)$).*)'],
};
