'use client';

// A map in a frame of its own (spec §7). What talks to the frame
// (map-frame-link.ts) loads once the frame is shown.
import type { TMapFrameMessage } from '@immo/domain';
import { useEffect, useRef, useState } from 'react';
import styles from './MapFrame.module.css';

interface MapFrameProps {
  src: string;
  /** The frame's accessible name. */
  title: string;
  message: TMapFrameMessage;
  className?: string;
  /**
   * When set, a button with this label stands in for the map until pressed:
   * the frame (Leaflet, the tiles) costs a page where the map is not the
   * point, such as a property's page, nothing until the visitor asks.
   */
  showLabel?: string;
}

export function MapFrame({ src, title, message, className, showLabel }: MapFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState(showLabel === undefined);

  useEffect(() => {
    const iframe = frame.current;
    if (!shown || !iframe) return;
    // The button that asked for the map is gone: keep the keyboard user's place.
    if (showLabel !== undefined) iframe.focus();
    let unlink: (() => void) | undefined;
    let gone = false;
    void import('./map-frame-link').then(({ linkMapFrame }) => {
      if (!gone) unlink = linkMapFrame(iframe, message);
    });
    return () => {
      gone = true;
      unlink?.();
    };
  }, [message, shown, showLabel]);

  if (!shown) {
    return (
      <button type="button" className={styles.show} onClick={() => setShown(true)}>
        {showLabel}
      </button>
    );
  }
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      loading="lazy"
      className={[styles.frame, className].filter(Boolean).join(' ')}
    />
  );
}
