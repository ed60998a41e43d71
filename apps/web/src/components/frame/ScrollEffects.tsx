'use client';

import { SCROLL_TOP_DURATION_MS } from '@immo/domain';
import { useEffect, useState, type MouseEvent } from 'react';
import { scrollPosition, scrollState } from './scroll-state';
import styles from './FrameClient.module.css';

/** The attribute on <html> the header's CSS reacts to (fixed, opaque, smaller logo). */
export const HEADER_FIXED_ATTRIBUTE = 'data-header-fixed';

function animateToTop(onDone: () => void): void {
  const from = window.scrollY;
  // 'instant': each step must land where it is set. The page's CSS
  // scroll-behavior (smooth, for anchor links) would otherwise animate every
  // step again and stretch the 500 ms to over a second.
  const scrollTo = (top: number) => window.scrollTo({ top, behavior: 'instant' });
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    scrollTo(0);
    onDone();
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const y = scrollPosition(from, now - start, SCROLL_TOP_DURATION_MS);
    scrollTo(y);
    if (y > 0) requestAnimationFrame(step);
    else onDone();
  };
  requestAnimationFrame(step);
}

/**
 * The only scroll listener of the frame: marks <html> when the header should
 * be fixed (so the header itself stays server-rendered) and shows the
 * scroll-to-top button. A link to #top underneath, so it works without JS.
 */
export function ScrollEffects({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const state = scrollState(window.scrollY);
      document.documentElement.toggleAttribute(HEADER_FIXED_ATTRIBUTE, state.headerFixed);
      setVisible(state.scrollTopVisible);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // A keyboard "click" has no pointer position (detail 0): move focus to
    // the top too, so the next Tab starts at the skip link, not the footer.
    const byKeyboard = event.detail === 0;
    animateToTop(() => {
      if (byKeyboard) document.querySelector<HTMLElement>('#top a, #top button')?.focus({ preventScroll: true });
    });
  };

  return (
    <a
      href="#top"
      className={styles.scrollTop}
      data-visible={visible}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={onClick}
      data-testid="scroll-to-top"
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
        <path d="M10 4l-7 7 1.4 1.4L9 7.8V17h2V7.8l4.6 4.6L17 11z" fill="currentColor" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </a>
  );
}
