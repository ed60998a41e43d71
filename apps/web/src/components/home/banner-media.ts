// Decisions about the home banner's media that do not need a browser.
import type { BannerMediaDto } from '@immo/domain';

/** The gallery moves on after this long; under WCAG 2.2.2 it can be paused. */
export const GALLERY_INTERVAL_MS = 6000;

/**
 * Next's optimiser resizes raster images served by this site. SVGs need no
 * resizing, and remote hosts would have to be listed in remotePatterns
 * first, so those are sent as they are.
 */
export function isOptimizableImage(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !/\.svg(\?|#|$)/i.test(url);
}

export type BannerView =
  | { kind: 'image'; image: BannerMediaDto['items'][number] }
  | { kind: 'gallery'; images: BannerMediaDto['items'] }
  | { kind: 'video'; video: BannerMediaDto['items'][number] }
  | { kind: 'none' };

/**
 * What the banner shows. A gallery of one is a still image, and a media kind
 * without items falls back to the banner colour alone.
 */
export function bannerView(banner: BannerMediaDto): BannerView {
  const items = banner.items.filter((item) => item.url.trim() !== '');
  const [first] = items;
  if (!first) return { kind: 'none' };
  switch (banner.kind) {
    case 'image':
      return { kind: 'image', image: first };
    case 'gallery':
      return items.length > 1 ? { kind: 'gallery', images: items } : { kind: 'image', image: first };
    case 'video':
      return { kind: 'video', video: first };
    default:
      return { kind: 'none' };
  }
}
