'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import {
  clientNavigationHref,
  markCurrentLinks,
  navigationLink,
  onFrameClick,
  onFrameDialogClose,
  onFrameKeyDown,
} from './frame-controls';
import { onHeartClick, paintHearts, watchHearts } from '@/components/favourites/favourite-hearts';
import styles from './FrameClient.module.css';

const PREFETCH_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** Wires the frame's controls (see frame-controls.ts) once for the document; renders nothing. */
export function FrameControls() {
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    const noScroll = styles.noScroll ?? 'no-scroll';
    const click = (event: MouseEvent) => {
      const href = clientNavigationHref(event);
      if (href !== null) {
        event.preventDefault();
        router.push(href);
      }
      onFrameClick(event, noScroll);
      onHeartClick(event);
    };
    // On intent (pointer over, touch start, keyboard focus) rather than in
    // view: a phone fetches the next page only when the visitor goes for it,
    // and a touch still gives it the 100-300 ms before the click.
    const prefetch = (event: Event) => {
      const href = navigationLink(event.target)?.getAttribute('href');
      if (href) router.prefetch(href);
    };
    // `close` does not bubble: listen in the capture phase.
    const close = (event: Event) => onFrameDialogClose(event, noScroll);
    document.addEventListener('click', click);
    document.addEventListener('keydown', onFrameKeyDown);
    document.addEventListener('close', close, true);
    for (const type of PREFETCH_EVENTS) document.addEventListener(type, prefetch, { passive: true });
    return () => {
      for (const type of PREFETCH_EVENTS) document.removeEventListener(type, prefetch);
      document.removeEventListener('click', click);
      document.removeEventListener('keydown', onFrameKeyDown);
      document.removeEventListener('close', close, true);
    };
  }, [router]);

  useEffect(watchHearts, []);

  // After the new page has committed, so its header's links and its hearts are in the document.
  useEffect(() => {
    markCurrentLinks(pathname);
    paintHearts();
  }, [pathname]);

  return null;
}
