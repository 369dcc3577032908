/** What a request's host names: the root site, a company's workspace, or nothing we serve. */
export type HostTarget = { kind: 'root' } | { kind: 'company'; slug: string } | { kind: 'invalid' };

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;

/** Subdomains that can never be a company: they are the product's own or would mislead. */
export const RESERVED_SLUGS = new Set([
  'www', 'api', 'app', 'admin', 'auth', 'mail', 'smtp', 'static', 'assets', 'cdn', 'support',
  'help', 'docs', 'status', 'login', 'signup', 'billing', 'root', 'demo-admin',
  // Names mail clients, browsers and people take for infrastructure.
  'autodiscover', 'autoconfig', 'wpad', 'isatap', 'ftp', 'sftp', 'imap', 'pop', 'pop3', 'email', 'webmail',
  'ns', 'ns1', 'ns2', 'ns3', 'ns4', 'dns', 'mx', 'vpn', 'staging', 'stage', 'dev', 'test', 'preview', 'portal',
  'localhost', 'local', 'internal', 'intranet', 'proxy', 'gateway', 'secure', 'ssl', 'smtp-relay',
]);

/** A label that is a subdomain we never give a company (reserved, or punycode that could imitate one). */
export const isReservedSlug = (slug: string) => RESERVED_SLUGS.has(slug) || slug.startsWith('xn--');

export function rootDomain(): string {
  return (process.env.ROOT_DOMAIN ?? 'localhost').toLowerCase().replace(/^\.+|\.+$/g, '');
}

/**
 * Maps a Host header to its target. `acme.example.com` and `acme.localhost:3000` name company
 * `acme`; the bare root (and `www.`) is the root site; a nested subdomain (`a.b.example.com`)
 * is nothing we serve. Any other host (an IP, a preview deployment's own domain) is the root.
 */
export function parseHost(host: string | null | undefined, root = rootDomain()): HostTarget {
  const name = stripPort((host ?? '').trim().toLowerCase()).replace(/\.$/, '');
  if (!name) return { kind: 'root' };
  for (const base of new Set([root, 'localhost'])) {
    if (name === base || name === `www.${base}`) return { kind: 'root' };
    if (!name.endsWith(`.${base}`)) continue;
    const sub = name.slice(0, -(base.length + 1));
    if (sub.includes('.') || !SLUG_PATTERN.test(sub) || isReservedSlug(sub)) return { kind: 'invalid' };
    return { kind: 'company', slug: sub };
  }
  return { kind: 'root' };
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/**
 * The origin of a company's workspace, seen from a request to `host` (root or another
 * company): `http://localhost:3000` -> `http://acme.localhost:3000`.
 */
export function companyOrigin(slug: string, host: string, protocol = 'http'): string {
  const url = new URL(`${protocol}://${host}`);
  const target = parseHost(url.host);
  const base = target.kind === 'company' ? url.hostname.slice(target.slug.length + 1) : url.hostname.replace(/^www\./, '');
  return `${url.protocol}//${slug}.${base}${url.port ? `:${url.port}` : ''}`;
}

/**
 * A company's origin for links that are kept or sent (a client's login link in the company's
 * log, an e-mail): its subdomain of the configured root domain, never a host a request named
 * (`X-Forwarded-Host` is the caller's to write). The request gives only the scheme, and the port
 * where it was served at that very host (`acme.localhost:3000` while developing).
 */
export function canonicalOrigin(slug: string, requestHost: string | null, protocol: string): string {
  const host = `${slug}.${rootDomain()}`;
  const served = requestHost && URL.canParse(`http://${requestHost}`) ? new URL(`http://${requestHost}`) : null;
  const port = served?.hostname === host && served.port ? `:${served.port}` : '';
  return `${protocol === 'https' ? 'https' : 'http'}://${host}${port}`;
}
