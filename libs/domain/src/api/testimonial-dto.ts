import { z } from 'zod';

/** A published testimonial (GET /api/testimonials): first name and initial, never the address. */
export const ZTestimonialDtoSchema = z.object({
  id: z.string(),
  author: z.string(),
  city: z.string().nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
  text: z.string(),
  publishedAt: z.string(),
});
export type TestimonialDto = z.infer<typeof ZTestimonialDtoSchema>;
export const ZTestimonialListSchema = z.array(ZTestimonialDtoSchema);
