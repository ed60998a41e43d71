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

/**
 * Unsubscribe links one address is mailed in 24 hours when someone types it
 * on the unsubscribe page (typing an address alone ends nothing: the link
 * the subscriber receives does). The network's confirmation budget
 * (CONFIRMATION_ADDRESSES_PER_NETWORK) counts them too.
 */
export const UNSUBSCRIBE_LINKS_PER_ADDRESS_PER_DAY = 3;
