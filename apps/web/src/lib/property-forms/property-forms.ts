// What a property page offers to send (GET /api/properties/{id}/forms).
import { ZPropertyFormsDtoSchema, type PropertyFormsDto } from '@immo/domain';
import { cache } from 'react';
import { getJson } from '@/lib/bff';
import { nullWhenMissing } from '@/lib/bff-contract';

/** The forms a property takes now and its rent terms; null for an unknown property. */
export const getPropertyForms = cache((id: number): Promise<PropertyFormsDto | null> =>
  nullWhenMissing(getJson(`/api/properties/${id}/forms`, ZPropertyFormsDtoSchema)),
);
