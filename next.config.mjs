import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const config = {
  poweredByHeader: false,
  // Native and WASM packages load from node_modules at run time, never bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', '@react-pdf/renderer'],
  // Company workspaces are subdomains: let the dev server answer them.
  allowedDevOrigins: ['*.localhost'],
  // Migrations are read from disk at start-up, also in serverless bundles.
  outputFileTracingIncludes: { '/**': ['./db/migrations/**/*'] },
};

export default withNextIntl(config);
