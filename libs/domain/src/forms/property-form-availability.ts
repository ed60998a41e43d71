// Which forms a property page offers. An offer only makes sense on a sale
// that is still open, a rent application on a rental that is still open; the
// other requests stay possible on a sold or rented property (its documents,
// a question, showing it to a friend) as long as it is published.
import type { FormKind } from '../leads/form-kinds';
import { isForSale, isOnOffer } from '../property/goal-and-marquee';

export const propertyFormKinds = [
  'contact-me',
  'document-request',
  'send-to-friend',
  'offer',
  'rent-application',
] as const;
export type PropertyFormKind = (typeof propertyFormKinds)[number] & FormKind;

export interface PropertyFormTarget {
  goal: number;
  marquee: number;
  /** A property a full import no longer contains. */
  withdrawn: boolean;
}

export function isPropertyFormKind(kind: string): kind is PropertyFormKind {
  return (propertyFormKinds as readonly string[]).includes(kind);
}

/** Whether this property accepts this form now. */
export function propertyFormAvailable(kind: PropertyFormKind, property: PropertyFormTarget): boolean {
  if (property.withdrawn) return false;
  const open = isOnOffer(property.marquee);
  switch (kind) {
    case 'offer':
      return open && isForSale(property.goal);
    case 'rent-application':
      return open && !isForSale(property.goal);
    case 'contact-me':
    case 'document-request':
    case 'send-to-friend':
      return true;
  }
}

/** The forms a property page links to, in the order it shows them. */
export function propertyFormsOf(property: PropertyFormTarget): PropertyFormKind[] {
  return propertyFormKinds.filter((kind) => propertyFormAvailable(kind, property));
}
