import { z } from 'zod';

/** A published testimonial (GET /api/testimonials): first name and initial, never the address. */
export const ZTestimonialDtoSchema = z
  .object({
    id: z.string(),
    author: z.string().meta({ description: 'First name and initial', example: 'Anne D.' }),
    city: z.string().nullable(),
    rating: z.number().int().min(1).max(5).nullable(),
    text: z.string(),
    publishedAt: z.string().meta({ format: 'date-time', description: 'ISO instant' }),
  })
  .meta({
    description: 'A published testimonial as the agency page shows it: first name and initial only, never the address',
  });
export type TestimonialDto = z.infer<typeof ZTestimonialDtoSchema>;
export const ZTestimonialListSchema = z.array(ZTestimonialDtoSchema);
