import type { Locale, PropertyFormKind } from '@immo/domain';
import { localizedSegments } from './route-table';

/** The last segment of each property form's page (route-table.ts). */
export const propertyFormSegments = {
  'contact-me': 'request-information',
  'document-request': 'request-documents',
  'send-to-friend': 'send-to-a-friend',
  offer: 'make-an-offer',
  'rent-application': 'apply-to-rent',
  // The online visit booking (the visit-booking form).
  'contact-appointment': 'book-a-visit',
} as const satisfies Record<PropertyFormKind | 'contact-appointment', keyof typeof localizedSegments>;

export type FormPageKind = keyof typeof propertyFormSegments;

/**
 * A form's page below a property's or project's canonical URL (propertyPath,
 * projectPath), e.g. `/fr/a-vendre/liege/maison/123/faire-une-offre/`.
 */
export function formPagePath(detailPath: string, kind: FormPageKind, locale: Locale): string {
  const base = detailPath.endsWith('/') ? detailPath : `${detailPath}/`;
  return `${base}${localizedSegments[propertyFormSegments[kind]][locale]}/`;
}
