'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { GALLERY_INTERVAL_MS } from './banner-media';
import { usePrefersReducedMotion } from './use-reduced-motion';
import styles from './HomeBanner.module.css';

export interface BannerGalleryTexts {
  previous: string;
  next: string;
  play: string;
  pause: string;
}

interface BannerGalleryProps {
  /** The images, rendered by the server; this leaf only chooses which one shows. */
  slides: ReactNode[];
  texts: BannerGalleryTexts;
}

/**
 * Cycles through the banner images. It starts on its own only when the
 * visitor has not asked for reduced motion, and can always be paused.
 */
export function BannerGallery({ slides, texts }: BannerGalleryProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  // null until the visitor presses play or pause: then their choice wins.
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null);
  const playing = choice === null ? !reducedMotion : choice === 'playing';
  const count = slides.length;

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), GALLERY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  return (
    <>
      {slides.map((slide, index) => (
        <div key={index} className={styles.slide} data-active={index === current} aria-hidden={index !== current}>
          {slide}
        </div>
      ))}
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => setCurrent((current - 1 + count) % count)}
          aria-label={texts.previous}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => setChoice(playing ? 'paused' : 'playing')}
          aria-label={playing ? texts.pause : texts.play}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => setCurrent((current + 1) % count)}
          aria-label={texts.next}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </>
  );
}
