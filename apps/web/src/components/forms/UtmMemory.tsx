'use client';

import { useEffect } from 'react';
import { rememberUtm } from '@/lib/forms/utm';

/**
 * Keeps the utm_* parameters of the page a visitor lands on in session
 * storage (spec §3), so the form they send pages later carries them.
 */
export function UtmMemory() {
  useEffect(() => {
    try {
      rememberUtm(window.location.search, window.sessionStorage);
    } catch {
      // storage blocked: the lead simply has no campaign
    }
  }, []);
  return null;
}
