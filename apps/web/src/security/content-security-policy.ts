// The pages' Content-Security-Policy. A private page gets a fresh nonce per
// answer, which Next puts on every script it writes, its inline RSC payload
// (`self.__next_f.push`) included. A page a shared cache keeps
// (shared-page.ts) cannot: its scripts pass by their hashes, which server.mjs
// puts where the placeholder stands. Our one inline script, the Consent Mode
// defaults, is the same on every page and passes by its hash.

import { SCRIPT_HASHES_PLACEHOLDER } from '../../server-contract.mjs';

export { SCRIPT_HASHES_PLACEHOLDER };

/** Google Tag Manager (and the GA4 tag it loads from the same host). */
export const GTM_SCRIPT_HOST = 'https://www.googletagmanager.com';
/** Meta's pixel and the configuration it loads. */
export const META_SCRIPT_HOST = 'https://connect.facebook.net';

/** Where the consented tags send their hits (Google's and Meta's documented CSP hosts). */
const TAG_CONNECT_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://www.facebook.com',
  META_SCRIPT_HOST,
];

/**
 * The players and tours a property page embeds behind its click-to-load
 * button: the hosts `videoEmbed` (@immo/domain) builds iframe URLs for. A
 * bare domain and its subdomains are two CSP sources.
 */
export const EMBED_FRAME_HOSTS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  ...['matterport.com', 'tvl.be', 'yisual.be', 'yisual.com'].flatMap((domain) => [
    `https://${domain}`,
    `https://*.${domain}`,
  ]),
];

export interface PagePolicyOptions {
  /** This answer's nonce (base64); null for a shared page, trusted by the hashes server.mjs adds. */
  nonce: string | null;
  /** `'sha256-…'` sources of our own inline scripts. */
  scriptHashes: readonly string[];
  /** The map frame is embedded by the site's own pages; nothing else may be. */
  framedBySite: boolean;
  /** The site is served over https (SITE_URL): plain-http subresources are upgraded. */
  https: boolean;
}

/**
 * Two policies in one header (comma-separated, CSP3 §4.1): a script must
 * pass both.
 * - The strict one: only a script with this answer's nonce or a hash, or
 *   one such a script adds ('strict-dynamic'), runs. A `<script src>`
 *   injected into the HTML runs nowhere, whatever its host. ('self' and
 *   https: are for browsers without 'strict-dynamic', which ignore it.)
 * - The allowlist: whoever adds a script, it comes from this site or the two
 *   consented tag hosts, so a tag manager cannot pull in a third vendor.
 *   It also holds every other directive.
 * The strict one comes first: Next takes its nonce from the first
 * script-src of the header.
 */
export function pageContentSecurityPolicy({ nonce, scriptHashes, framedBySite, https }: PagePolicyOptions): string {
  const trusted = [
    nonce === null ? SCRIPT_HASHES_PLACEHOLDER : `'nonce-${nonce}'`,
    ...scriptHashes.map((hash) => `'${hash}'`),
  ];
  const strict = [
    `script-src ${[...trusted, "'strict-dynamic'", "'self'", 'https:'].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
  ];
  const allowlist = [
    "default-src 'self'",
    `script-src ${["'self'", ...trusted, GTM_SCRIPT_HOST, META_SCRIPT_HOST].join(' ')}`,
    // React writes style attributes; a nonce here would turn 'unsafe-inline' off.
    "style-src 'self' 'unsafe-inline'",
    // Photos and map tiles come from the CRM's and the tile server's hosts, the tags' pixels from theirs.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...TAG_CONNECT_HOSTS].join(' ')}`,
    `frame-src ${["'self'", ...EMBED_FRAME_HOSTS].join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${framedBySite ? "'self'" : "'none'"}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return `${strict.join('; ')}, ${allowlist.join('; ')}`;
}

/** 128 random bits, base64: unguessable, and in the character set Next's nonce parser accepts. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The CSP source that allows exactly this inline script. */
export async function scriptHashSource(script: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

/** The map frame's own page, `/map/{locale}/frame.html` (see app/map). */
export function isMapFramePath(pathname: string): boolean {
  return /^\/map\/[a-z]{2}\/frame\.html$/.test(pathname);
}
