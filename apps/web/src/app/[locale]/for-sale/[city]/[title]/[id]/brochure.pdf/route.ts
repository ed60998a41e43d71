import type { DetailRouteParams } from '@/lib/canonical-redirect';
import { brochureResponse } from '@/components/brochure/brochure-response';

/** The property's brochure (PDF) in the page's language: components/brochure, lib/brochure. */
export function GET(request: Request, { params }: { params: Promise<DetailRouteParams> }) {
  return brochureResponse(request, params, 'sale');
}
