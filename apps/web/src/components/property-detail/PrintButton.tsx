'use client';

import styles from './DetailControls.module.css';

/** Opens the browser's print dialog; the page's print stylesheet lays it out for A4. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.action} onClick={() => window.print()}>
      {label}
    </button>
  );
}
