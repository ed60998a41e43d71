import type { PropertyFormKind } from '@immo/domain';

/** The forms a detail page opens in place: a property's, and a project's request. */
export type OpenableFormKind = PropertyFormKind | 'contact-construction';
