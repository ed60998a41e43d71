import type { PropertyDocumentDto, PropertyFormTarget } from '@immo/domain';

/** What the property forms need to know about the property they are about. */
export interface PropertyFormSubject extends PropertyFormTarget {
  id: number;
  reference: string;
  /** The property's title per language, as the CRM wrote it. */
  titles: Partial<Record<string, string>>;
  city: string;
  zip: string;
  price: number | null;
  publishPrice: boolean;
  renterCharges: number | null;
  managerEmail: string | null;
  documents: PropertyDocumentDto[];
}
