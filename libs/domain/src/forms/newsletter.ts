import { z } from 'zod';
import { emailField, optionalText } from './fields';

export const ZNewsletterSchema = z.object({
  email: emailField(),
  firstName: optionalText(200),
  lastName: optionalText(200),
});
export type TNewsletter = z.infer<typeof ZNewsletterSchema>;

export const ZNewsletterUnsubscribeSchema = z.object({
  email: emailField(),
});
export type TNewsletterUnsubscribe = z.infer<typeof ZNewsletterUnsubscribeSchema>;
