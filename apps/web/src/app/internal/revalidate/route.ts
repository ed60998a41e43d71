// Called by the sync worker after an import that changed the catalogue, and by
// an operator after changing the site configuration (docs/site-configuration.md):
// drops every cached BFF answer tagged 'catalogue' or 'site-config', and every
// page server.mjs keeps (lib/page-cache), so a sold house or a new menu entry
// shows at once instead of within the caches' minute. Not under /api, which
// is relayed to the BFF; src/proxy.ts leaves /internal alone.
import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { webEnv } from '@/config/env';
import { CATALOGUE_TAG } from '@/lib/bff';
import { REVALIDATE_SECRET_HEADER } from '@immo/platform';
import { dropCachedPages } from '@/lib/page-cache/drop-cached-pages';
import { isRevalidateSecret } from '@/lib/revalidate-secret';
import { SITE_CONFIG_TAG } from '@/lib/site-config';

const TAGS = [CATALOGUE_TAG, SITE_CONFIG_TAG];

export const dynamic = 'force-dynamic';

export function POST(request: NextRequest): Response {
  if (!isRevalidateSecret(request.headers.get(REVALIDATE_SECRET_HEADER), webEnv().REVALIDATE_SECRET)) {
    return Response.json({ code: 'REVALIDATE_FORBIDDEN' }, { status: 401, headers: { 'cache-control': 'no-store' } });
  }
  // `{ expire: 0 }`, not 'max': stale-while-revalidate would show the next
  // visitor the old catalogue once more (Next 16; updateTag is for Server Actions only).
  for (const tag of TAGS) revalidateTag(tag, { expire: 0 });
  dropCachedPages();
  return Response.json({ revalidated: TAGS }, { headers: { 'cache-control': 'no-store' } });
}
