// What the proxy adds to a page's answer on top of next.config's headers
// (which are fixed at build time): the ones that depend on the answer (its
// nonce, or for a shared page the hashes server.mjs adds) or on where the
// site runs (SITE_URL's scheme).
import { STRICT_TRANSPORT_SECURITY, type HeaderPair } from '@immo/platform';
import { CONSENT_DEFAULTS_SCRIPT } from '@/components/consent/consent-defaults-script';
import { DEFERRED_SCRIPTS_LOADER } from '../../server-deferred-scripts-loader.mjs';
import { isMapFramePath, pageContentSecurityPolicy, scriptHashSource } from './content-security-policy';
import { POLICY_TEMPLATE_HEADER } from './shared-page';

/** Our inline scripts (the second is written by server.mjs), hashed once per server. */
let inlineScriptHashes: Promise<string[]> | undefined;
function ourInlineScriptHashes(): Promise<string[]> {
  inlineScriptHashes ??= Promise.all([
    scriptHashSource(CONSENT_DEFAULTS_SCRIPT),
    scriptHashSource(DEFERRED_SCRIPTS_LOADER),
  ]);
  return inlineScriptHashes;
}

export interface PageAnswer {
  pathname: string;
  /** Null for a page a shared cache keeps: its policy goes to server.mjs as a template (shared-page.ts). */
  nonce: string | null;
  /** SITE_URL is https: HSTS, upgraded subresources, Secure cookies. */
  https: boolean;
}

export async function pageSecurityHeaders({ pathname, nonce, https }: PageAnswer): Promise<HeaderPair[]> {
  const framedBySite = isMapFramePath(pathname);
  const policy = pageContentSecurityPolicy({ nonce, scriptHashes: await ourInlineScriptHashes(), framedBySite, https });
  const headers: HeaderPair[] = [
    [nonce === null ? POLICY_TEMPLATE_HEADER : 'content-security-policy', policy],
    // For browsers without frame-ancestors; next.config says DENY for the rest.
    ['x-frame-options', framedBySite ? 'SAMEORIGIN' : 'DENY'],
  ];
  if (https) headers.push(['strict-transport-security', STRICT_TRANSPORT_SECURITY]);
  return headers;
}
