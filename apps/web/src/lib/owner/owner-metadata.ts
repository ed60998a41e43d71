import type { Metadata } from 'next';

/**
 * The pages behind the owner portal's login are nobody's search result
 * (noindex, not in the sitemap; the login page itself is public), and their address (a password link's token) is never sent to
 * another site. 'same-origin', not 'no-referrer': the forms' fetch would then
 * say Origin: null, which the BFF refuses as cross-site.
 */
export function ownerPageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false }, referrer: 'same-origin' };
}
