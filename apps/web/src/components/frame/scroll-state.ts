// Scroll rules of spec §4 (header, scroll-to-top), kept pure for their tests.
import { HEADER_FIXED_AFTER_PX, SCROLL_TOP_VISIBLE_AFTER_PX } from '@immo/domain';

export interface ScrollState {
  /** Fixed, opaque header with the smaller logo. */
  headerFixed: boolean;
  scrollTopVisible: boolean;
}

export function scrollState(scrollY: number): ScrollState {
  return { headerFixed: scrollY > HEADER_FIXED_AFTER_PX, scrollTopVisible: scrollY >= SCROLL_TOP_VISIBLE_AFTER_PX };
}

/** Where a scroll back to the top should be after `elapsed` of `duration` ms: slow start, slow end. */
export function scrollPosition(from: number, elapsed: number, duration: number): number {
  if (elapsed >= duration || duration <= 0) return 0;
  const t = Math.max(0, elapsed) / duration;
  const eased = t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
  return Math.round(from * (1 - eased));
}
