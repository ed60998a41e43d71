'use client';

import type { PictureDto } from '@immo/domain';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import styles from './Lightbox.module.css';

export interface LightboxLabels {
  dialog: string;
  close: string;
  previous: string;
  next: string;
  /** Contains {index} and {total}. */
  counter: string;
  play: string;
  pause: string;
}

export interface LightboxProps {
  photos: PictureDto[];
  alt: string;
  labels: LightboxLabels;
  startIndex: number;
  onClose: () => void;
}

/** How long each photo stays in the slideshow. */
export const SLIDESHOW_INTERVAL_MS = 4000;
/** A horizontal swipe shorter than this is a tap, not a move. */
const SWIPE_MIN_PX = 50;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The photo viewer: a modal <dialog> (focus trapped and Escape handled by the
 * browser), previous/next by buttons, arrow keys and swipes, a counter, and a
 * slideshow that never runs when the visitor asked for reduced motion.
 */
export function Lightbox({ photos, alt, labels, startIndex, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(startIndex);
  const [playing, setPlaying] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const total = photos.length;

  const go = useCallback((step: number) => setIndex((current) => (current + step + total) % total), [total]);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => {
      setReducedMotion(query.matches);
      if (query.matches) setPlaying(false);
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => go(1), SLIDESHOW_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, go]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_MIN_PX) go(distance < 0 ? 1 : -1);
  };

  const photo = photos[index];
  const counter = labels.counter.replace('{index}', String(index + 1)).replace('{total}', String(total));
  return (
    <dialog ref={dialog} className={styles.dialog} aria-label={labels.dialog} onClose={onClose} onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite" data-testid="lightbox-counter">
          {counter}
        </p>
        {!reducedMotion && total > 1 && (
          <button
            type="button"
            className={styles.button}
            aria-pressed={playing}
            onClick={() => setPlaying((on) => !on)}
          >
            {playing ? labels.pause : labels.play}
          </button>
        )}
        <button type="button" className={styles.button} onClick={() => dialog.current?.close()} autoFocus>
          {labels.close}
        </button>
      </div>
      <div className={styles.stage} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {photo && (
          // eslint-disable-next-line @next/next/no-img-element -- full-size photo, already unoptimised on the page
          <img
            className={styles.image}
            src={photo.url}
            alt={alt}
            width={photo.width || 800}
            height={photo.height || 600}
          />
        )}
      </div>
      {total > 1 && (
        <div className={styles.nav}>
          <button type="button" className={styles.button} onClick={() => go(-1)}>
            <span aria-hidden="true">‹ </span>
            {labels.previous}
          </button>
          <button type="button" className={styles.button} onClick={() => go(1)}>
            {labels.next}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
