import { z } from 'zod';
import { emailField, idField, optionalText, requiredText } from './fields';

export const ZSendToFriendSchema = z.object({
  name: requiredText(),
  email: emailField(),
  // One message for empty and invalid: the spec has a single text for both.
  friendEmail: emailField('friendEmail', 'friendEmail'),
  message: optionalText(2000),
  propertyId: idField(),
});
export type TSendToFriend = z.infer<typeof ZSendToFriendSchema>;
