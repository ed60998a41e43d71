import { type TestimonialDto, ZTestimonialListSchema } from '@immo/domain';
import { getJson } from '@/lib/bff';

/** Dropped with the catalogue too (the BFF caches it a minute either way). */
export const TESTIMONIALS_TAG = 'testimonials';

/**
 * The published testimonials for the agency page; none when the BFF cannot
 * say (the page's own text matters more than its testimonials).
 */
export async function publishedTestimonials(): Promise<TestimonialDto[]> {
  try {
    return await getJson('/api/testimonials', ZTestimonialListSchema, [TESTIMONIALS_TAG]);
  } catch {
    return [];
  }
}
