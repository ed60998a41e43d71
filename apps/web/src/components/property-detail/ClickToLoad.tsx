'use client';

import { useState } from 'react';
import styles from './DetailControls.module.css';

interface ClickToLoadProps {
  embedUrl: string;
  /** The player's accessible title. */
  title: string;
  buttonLabel: string;
  file?: boolean;
}

/**
 * A video or virtual tour behind a button: no third-party frame (and none of
 * its cookies) loads until the visitor asks for it.
 */
export function ClickToLoad({ embedUrl, title, buttonLabel, file = false }: ClickToLoadProps) {
  const [loaded, setLoaded] = useState(false);
  if (!loaded) {
    return (
      <button type="button" className={styles.facade} onClick={() => setLoaded(true)}>
        <span aria-hidden="true" className={styles.play}>
          ▶
        </span>
        {buttonLabel}
      </button>
    );
  }
  if (file) {
    return <video className={styles.player} src={embedUrl} controls autoPlay title={title} />;
  }
  return (
    <iframe
      className={styles.player}
      src={embedUrl}
      title={title}
      allow="autoplay; fullscreen; xr-spatial-tracking"
      allowFullScreen
      loading="lazy"
    />
  );
}
