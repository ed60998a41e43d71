import { z } from 'zod';
import { containsLink } from './contains-link';
import { emailField, idField, optionalText, requiredText } from './fields';

// Everything the sender types reaches a stranger's mailbox under the
// agency's name: none of it may carry a link (contains-link.ts).
const withoutLinks = (text: string | undefined): boolean => text === undefined || !containsLink(text);

export const ZSendToFriendSchema = z.object({
  name: requiredText().refine(withoutLinks, 'noLinks'),
  /** The sender's address: kept on the lead, never shown to the friend. */
  email: emailField(),
  friendName: optionalText(200).refine(withoutLinks, 'noLinks'),
  // One message for empty and invalid: the spec has a single text for both.
  friendEmail: emailField('friendEmail', 'friendEmail'),
  message: optionalText(2000).refine(withoutLinks, 'noLinks'),
  propertyId: idField(),
});
export type TSendToFriend = z.infer<typeof ZSendToFriendSchema>;

/** Friends one client network may write to in an hour, so the form cannot be used to spam. */
export const SEND_TO_FRIEND_PER_HOUR = 5;
