// server.mjs runs outside Next's build, as plain JavaScript: it cannot import
// our TypeScript (the route table, the list pages' parser, the settings'
// schema). Its page cache and render budget (server-page-gate.mjs) need them
// before Next.js sees a request, so the server's start-up (instrumentation.ts)
// hands them over on one object of the process, and server.mjs hands back the
// way to empty its cache. The same code as the proxy's, not a copy of it.
import { budgetNetwork } from '@immo/domain';
import { isHttpsUrl } from '@immo/platform';
import { hasLocale } from 'next-intl';
import { NextRequest } from 'next/server';
import { webEnv } from '@/config/env';
import { routing } from '@/i18n/routing';
import { clientAddress } from '@/lib/client-address';
import { renderBusyPage } from '@/lib/plain-page';
import { visitorLocale } from '@/lib/visitor-locale';
import { busyAnswerHeaders } from './busy-answer';
import { type BridgeHolder, SERVER_BRIDGE } from './drop-cached-pages';
import { sharedPageAddress } from './page-address';
import { DRAFT_MODE_COOKIE } from '@/security/shared-page';

export interface PageServerSettings {
  pageCacheMaxBytes: number;
  rendersPerMinute: number;
  renderBurst: number;
  rendersAtOnce: number;
}

export interface BusyAnswer {
  headers: Record<string, string>;
  body: string;
}

/** What server.mjs reads (server-page-gate.mjs). */
export interface PageServerBridge {
  settings: PageServerSettings;
  /** The address a shared page is kept and rendered under (page-address.ts); null for anything else. */
  pageAddress(url: string, cookie: string | undefined): string | null;
  /** The network a request counts against (IPv6 by its /48), from the connection as the relay trusts it. */
  clientNetwork(peer: string | undefined, forwardedFor: string | undefined): string;
  /** The 429 page, in the language of the address (else the visitor's). */
  busyAnswer(
    url: string,
    headers: Record<string, string | string[] | undefined>,
    retryAfterSeconds: number,
  ): BusyAnswer;
}

const draftCookie = new RegExp(`(?:^|;)\\s*${DRAFT_MODE_COOKIE}=`);

/** Called once at start-up, after the settings were checked. */
export function registerPageServerBridge(): void {
  const env = webEnv();
  const https = isHttpsUrl(env.SITE_URL);
  const bridge: PageServerBridge = {
    settings: {
      pageCacheMaxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
      rendersPerMinute: env.PAGE_RENDERS_PER_MINUTE,
      renderBurst: env.PAGE_RENDER_BURST,
      rendersAtOnce: env.PAGE_RENDERS_AT_ONCE,
    },
    pageAddress(url, cookie) {
      // An operator's preview shows drafts: never the copy everyone gets, and never kept.
      if (cookie !== undefined && draftCookie.test(cookie)) return null;
      const parsed = URL.parse(url, 'http://page.invalid');
      return parsed ? sharedPageAddress(parsed.pathname, parsed.searchParams) : null;
    },
    clientNetwork(peer, forwardedFor) {
      const address = clientAddress({
        peerAddress: peer,
        forwardedFor: forwardedFor ?? null,
        trustedProxyHops: env.WEB_TRUSTED_PROXY_HOPS,
      });
      return budgetNetwork(address ?? peer ?? 'unknown');
    },
    busyAnswer(url, headers, retryAfterSeconds) {
      const request = new NextRequest(new URL(url, env.SITE_URL), { headers: headerPairs(headers) });
      const prefix = request.nextUrl.pathname.split('/')[1];
      // The path's language is enough nearly always; next-intl's detection only for the rest.
      const locale = hasLocale(routing.locales, prefix) ? prefix : visitorLocale(request);
      const { pathname, search } = request.nextUrl;
      return {
        headers: busyAnswerHeaders(retryAfterSeconds, https),
        body: renderBusyPage({ locale, agencyName: env.AGENCY_NAME, phone: env.AGENCY_PHONE }, pathname + search),
      };
    },
  };
  const holder = globalThis as BridgeHolder<PageServerBridge>;
  const shared = (holder[SERVER_BRIDGE] = Object.assign(holder[SERVER_BRIDGE] ?? {}, bridge));
  // server.mjs waits for this before it takes requests.
  shared.registered?.();
}

function headerPairs(headers: Record<string, string | string[] | undefined>): [string, string][] {
  return Object.entries(headers).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value] as [string, string]] : [],
  );
}
