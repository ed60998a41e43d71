// Called by the sync worker after an import that changed the catalogue: drops
// every cached BFF answer tagged 'catalogue' so a sold house leaves the site
// at once instead of within the data cache's minute. Not under /api, which
// is relayed to the BFF; src/proxy.ts leaves /internal alone.
import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { webEnv } from '@/config/env';
import { CATALOGUE_TAG } from '@/lib/bff';
import { isRevalidateSecret, REVALIDATE_SECRET_HEADER } from '@/lib/revalidate-secret';

export const dynamic = 'force-dynamic';

export function POST(request: NextRequest): Response {
  if (!isRevalidateSecret(request.headers.get(REVALIDATE_SECRET_HEADER), webEnv().REVALIDATE_SECRET)) {
    return Response.json({ code: 'REVALIDATE_FORBIDDEN' }, { status: 401, headers: { 'cache-control': 'no-store' } });
  }
  // `{ expire: 0 }`, not 'max': stale-while-revalidate would show the next
  // visitor the old catalogue once more (Next 16; updateTag is for Server Actions only).
  revalidateTag(CATALOGUE_TAG, { expire: 0 });
  return Response.json({ revalidated: [CATALOGUE_TAG] }, { headers: { 'cache-control': 'no-store' } });
}
