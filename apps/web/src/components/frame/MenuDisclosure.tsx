import type { ReactNode } from 'react';
import { DISCLOSURE, DISCLOSURE_TOGGLE } from './frame-controls';
import styles from './Frame.module.css';

/**
 * A menu entry's children behind a button (the disclosure pattern: a list of
 * links, not an ARIA menu, so screen readers browse it like any list).
 * <FrameControls> opens and closes it; Escape closes it and gives focus back
 * to the button. `id` must be unique in the page (the menu shows twice: bar and drawer).
 */
export function MenuDisclosure({
  id,
  label,
  toggleLabel,
  children,
}: {
  id: string;
  label: ReactNode;
  toggleLabel: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.disclosure} {...{ [DISCLOSURE]: '' }}>
      {label}
      <button
        type="button"
        className={styles.disclosureButton}
        aria-expanded="false"
        aria-controls={id}
        aria-label={toggleLabel}
        {...{ [DISCLOSURE_TOGGLE]: '' }}
      >
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" focusable="false">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
      <ul id={id} className={styles.submenu} hidden>
        {children}
      </ul>
    </div>
  );
}
