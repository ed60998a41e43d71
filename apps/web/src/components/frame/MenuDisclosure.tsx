'use client';

import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Frame.module.css';

/**
 * A menu entry's children behind a button (the disclosure pattern: a list of
 * links, not an ARIA menu, so screen readers browse it like any list).
 * Escape closes it and gives focus back to the button.
 */
export function MenuDisclosure({ label, toggleLabel, children }: { label: ReactNode; toggleLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      event.currentTarget.querySelector('button')?.focus();
    }
  };
  return (
    <div className={styles.disclosure} onKeyDown={onKeyDown}>
      {label}
      <button type="button" className={styles.disclosureButton} aria-expanded={open} aria-controls={id} aria-label={toggleLabel} onClick={() => setOpen(!open)}>
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" focusable="false">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
      <ul id={id} className={styles.submenu} hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
