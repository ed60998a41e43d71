'use client';

import { OPEN_COOKIE_SETTINGS_EVENT } from '@/components/consent/open-settings';

/** Reopens the consent banner on its settings layer (spec §4: the choice can be changed at any time). */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}
    >
      {label}
    </button>
  );
}
