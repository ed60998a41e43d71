import type { Metadata } from 'next';

/** The console's pages are nobody's search result, and their address (a setup link's token) is never sent to another site. */
export function consolePageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false }, referrer: 'same-origin' };
}
