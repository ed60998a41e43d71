'use client';
// Each property form's code, loaded when the visitor opens it: the property
// page itself carries none of it (its first-load JavaScript stays within
// 10 kB of the bare page's). React.lazy rather than next/dynamic: nothing
// more to ship on the page than the import() calls themselves.
import type { PropertyFormKind } from '@immo/domain';
import { lazy, type ComponentType } from 'react';
import type { PropertyFormProps } from './form-props';

export type OpenableFormKind = PropertyFormKind | 'contact-construction';

export const lazyForms: Record<OpenableFormKind, ComponentType<PropertyFormProps>> = {
  'contact-me': lazy(() => import('./ContactMeForm')),
  'document-request': lazy(() => import('./DocumentRequestForm')),
  'send-to-friend': lazy(() => import('./SendToFriendForm')),
  offer: lazy(() => import('./OfferForm')),
  'rent-application': lazy(() => import('./RentApplicationForm')),
  'contact-construction': lazy(() => import('./ProjectContactForm')),
};
