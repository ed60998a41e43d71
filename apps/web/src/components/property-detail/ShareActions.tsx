'use client';

import { useState, useSyncExternalStore } from 'react';
import styles from './DetailControls.module.css';

interface ShareActionsProps {
  url: string;
  title: string;
  labels: { share: string; copy: string; copied: string };
}

const noSubscription = () => () => undefined;

/** The system share sheet where the browser has one, and copy-link with a spoken confirmation. */
export function ShareActions({ url, title, labels }: ShareActionsProps) {
  // False on the server and in the first render, so hydration matches.
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Without clipboard access the links above still carry the URL.
    }
  };

  return (
    <div className={styles.shareButtons}>
      {canShare && (
        <button
          type="button"
          className={styles.action}
          onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
        >
          {labels.share}
        </button>
      )}
      <button type="button" className={styles.action} onClick={() => void copy()}>
        {labels.copy}
      </button>
      <span role="status" className={styles.copied}>
        {copied ? labels.copied : ''}
      </span>
    </div>
  );
}
