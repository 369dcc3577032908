import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/**
 * Headers of every answer: no framing by other sites, no content sniffing, the referrer only to
 * this origin, HTTPS remembered (browsers ignore it over plain HTTP), and a content security
 * policy the app passes (Next's inline bootstrap scripts and styles; eval only in development).
 */
const CSP = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = [
  { key: 'Content-Security-Policy', value: CSP },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'same-origin' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
];

/** @type {import('next').NextConfig} */
const config = {
  poweredByHeader: false,
  headers: async () => [{ source: '/:path*', headers: SECURITY_HEADERS }],
  // Native and WASM packages load from node_modules at run time, never bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', '@react-pdf/renderer'],
  // Company workspaces are subdomains: let the dev server answer them.
  allowedDevOrigins: ['*.localhost'],
  // Migrations are read from disk at start-up, also in serverless bundles.
  outputFileTracingIncludes: { '/**': ['./db/migrations/**/*'] },
};

export default withNextIntl(config);
