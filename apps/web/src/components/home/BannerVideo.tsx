'use client';

import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './use-reduced-motion';
import styles from './HomeBanner.module.css';

interface BannerVideoProps {
  src: string;
  label: string;
  texts: { play: string; pause: string };
}

/** A muted loop that plays by itself only without a reduced-motion preference. */
export function BannerVideo({ src, label, texts }: BannerVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    // Browsers may still refuse to autoplay (data saver): the button remains.
    if (!reducedMotion) video.current?.play().catch(() => undefined);
  }, [reducedMotion]);

  function toggle() {
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => undefined);
    else element.pause();
  }

  return (
    <>
      <video
        ref={video}
        className={styles.image}
        src={src}
        aria-label={label || undefined}
        muted
        loop
        playsInline
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={toggle}
          aria-label={playing ? texts.pause : texts.play}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
      </div>
    </>
  );
}
