import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';

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
  // The workspace shows PDFs in its viewer window: its own routes, and a printed batch as a blob.
  "frame-src 'self' blob:",
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

/** A document's PDF may be framed by the workspace's viewer window (same origin), by no other site. */
const PDF_HEADERS = [
  { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'self'" },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
];

/** @type {import('next').NextConfig} */
const config = {
  poweredByHeader: false,
  // A later rule's header replaces an earlier one's of the same name.
  headers: async () => [
    { source: '/:path*', headers: SECURITY_HEADERS },
    { source: '/api/v1/:collection/:id/pdf', headers: PDF_HEADERS },
    // A record's other PDF views (a customer's statement: /customers/{id}/statement/pdf).
    { source: '/api/v1/:collection/:id/:view/pdf', headers: PDF_HEADERS },
  ],
  // Native and WASM packages load from node_modules at run time, never bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', '@react-pdf/renderer', 'exceljs', 'unzipper'],
  // Company workspaces are subdomains: let the dev server answer them.
  allowedDevOrigins: ['*.localhost'],
  // CI type-checks the same tree in a stage of its own before it builds (.ci/run sets
  // TYPECHECKED=1 after `npm run typecheck` passed): the build need not do it a second time. Every
  // other build (a deploy's, the README's) checks the types as Next does by default.
  typescript: { ignoreBuildErrors: process.env.TYPECHECKED === '1' },
  // Migrations are read from disk at start-up, also in serverless bundles.
  outputFileTracingIncludes: { '/**': ['./db/migrations/**/*'] },
};

/**
 * next-intl's plugin points the bundler at i18n/request.ts: a build's and the dev server's
 * concern. The built server (`next start`) is given the plain config: loading the plugin loads
 * its message extractor, and with it @swc/core's and @parcel/watcher's native modules (about
 * 14 MB of the server's memory) that it never uses.
 */
export default async function nextConfig(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return config;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin('./i18n/request.ts')(config);
}
