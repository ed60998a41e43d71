import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import {
  API_CONTENT_SECURITY_POLICY,
  BASE_SECURITY_HEADERS,
  OPERATOR_UI_CONTENT_SECURITY_POLICY,
  OPERATOR_UI_PATHS,
  STATIC_ASSET_SECURITY_HEADERS,
} from '@immo/platform';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // Several builds can live side by side (a benchmark's, a parallel test
  // run's) when each names its own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The spec's route table ends every public URL with '/'. next-intl's plugin
  // reads this flag too, so its Link, redirect and getPathname follow suit.
  trailingSlash: true,
  // …but Next's own slash-adding redirect would also hit /api/* and cost
  // every browser call to the BFF (src/app/api/[...path]/route.ts) a 308 first. The proxy adds the slash to
  // page URLs instead (src/proxy.ts), and /api/* passes straight through.
  skipTrailingSlashRedirect: true,
  // Our libs ship TypeScript source as their entry point.
  transpilePackages: ['@immo/domain', '@immo/i18n', '@immo/platform'],
  // npm workspaces hoist node_modules to the monorepo root.
  turbopack: { root: path.join(__dirname, '../..') },
  outputFileTracingRoot: path.join(__dirname, '../..'),
  poweredByHeader: false,
  // The brochure's PDF library reads its font metrics from its own folder at run time, which a bundle would lose.
  serverExternalPackages: ['pdfkit'],
  // server.mjs compresses, after it has read a shared page's HTML (server-shared-pages.mjs).
  compress: false,
  experimental: {
    // A rent application posted without JavaScript carries its CV (10 MB at
    // most, CV_MAX_BYTES) to the server action, through the proxy.
    serverActions: { bodySizeLimit: '11mb' },
    proxyClientMaxBodySize: '11mb',
  },
  reactStrictMode: true,
  // Fixed at build time, so only what never depends on the answer or the
  // site: pages get their nonce policy, HSTS and Secure cookies from the
  // proxy (src/security). The /api relay passes none of the BFF's headers,
  // so its answers get the BFF's own set here. A later rule wins a shared key.
  async headers() {
    const header = (key: string, value: string) => ({ key, value });
    const apiPolicy = header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    return [
      // The build's files (scripts, styles, fonts) get only what a file needs; every other answer the whole set.
      {
        source: '/_next/static/:path*',
        headers: STATIC_ASSET_SECURITY_HEADERS.map(([key, value]) => header(key, value)),
      },
      {
        source: '/:path((?!_next/static/).*)',
        headers: BASE_SECURITY_HEADERS.map(([key, value]) => header(key, value)),
      },
      // JSON, XML and text: the relay, the worker's revalidation call, the sitemaps, robots.txt.
      ...['/api/:path*', '/internal/:path*', '/sitemap.xml', '/sitemaps/:path*', '/robots.txt'].map((source) => ({
        source,
        headers: [apiPolicy],
      })),
      // Bull Board and the OpenAPI docs through the relay.
      ...OPERATOR_UI_PATHS.flatMap((path) => [path, `${path}/:rest*`, `${path}-:rest`]).map((source) => ({
        source,
        headers: [header('content-security-policy', OPERATOR_UI_CONTENT_SECURITY_POLICY)],
      })),
    ];
  },
  // No `env`: DEFAULT_LOCALE is read by the server when it starts
  // (src/i18n/routing.ts), never baked into the build; the browser needs no
  // default language, every page's URL names its own.
};

export default withNextIntl(nextConfig);
