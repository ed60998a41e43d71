import { z } from 'zod';
import { countField, emailField, optionalText, requiredText } from './fields';

export const TESTIMONIAL_MAX = 2000;

export const ZTestimonialSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailField(),
  city: optionalText(200),
  /** Stars, 1 to 5. */
  rating: countField(1, 5).optional(),
  text: requiredText('required', TESTIMONIAL_MAX),
});
export type TTestimonial = z.infer<typeof ZTestimonialSchema>;
