import { z } from 'zod';
import { CONTACT_PREFERENCES, CONTACT_TIME_SLOTS, whenValid } from './fields';

/** How and when the agency may call back. */
export const contactPreferenceShape = {
  contactPreference: z.enum(CONTACT_PREFERENCES).optional(),
  timeSlots: z.array(z.enum(CONTACT_TIME_SLOTS, { error: 'timeSlotRequired' })).default([]),
};

// Asking to be phoned without saying when leaves the agent guessing.
export function requireSlotWhenPhone(value: {
  contactPreference?: string | undefined;
  timeSlots: readonly string[];
}): boolean {
  return value.contactPreference !== 'phone' || value.timeSlots.length > 0;
}

export const slotRule = {
  message: 'timeSlotRequired',
  path: ['timeSlots'],
  when: whenValid('contactPreference', 'timeSlots'),
};
