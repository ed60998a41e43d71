'use client';

import { useEffect } from 'react';

/**
 * Counts a visit of the property page: one POST to the BFF (through the web's
 * /api relay) per mount, sent from the browser so that crawlers that do not
 * run scripts never count. sendBeacon survives the visitor leaving at once
 * and needs no answer; renders nothing.
 */
export function ViewBeacon({ propertyId }: { propertyId: number }) {
  useEffect(() => {
    const url = `/api/properties/${propertyId}/views`;
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
    // Older browsers, or a beacon the browser refused to queue.
    fetch(url, { method: 'POST', keepalive: true }).catch(() => {
      // A lost view is not worth disturbing the visitor for.
    });
  }, [propertyId]);
  return null;
}
