'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './Frame.module.css';

interface MobileDrawerProps {
  openLabel: string;
  closeLabel: string;
  title: string;
  children: ReactNode;
}

/**
 * The side drawer below 767 px. A modal <dialog>: the browser keeps focus
 * inside, closes it on Escape and hands focus back to the menu button; we
 * only stop the page from scrolling behind it. Its content (menu, buttons,
 * language switcher) is rendered on the server and passed in.
 */
export function MobileDrawer({ openLabel, closeLabel, title, children }: MobileDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  const titleId = useId();

  useEffect(() => {
    document.documentElement.classList.toggle(styles.noScroll ?? 'no-scroll', open);
  }, [open]);

  const close = () => dialog.current?.close();

  return (
    <>
      <button ref={button} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={id} aria-haspopup="dialog" onClick={() => {
        dialog.current?.showModal();
        setOpen(true);
      }}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="visually-hidden">{openLabel}</span>
      </button>
      <dialog
        ref={dialog}
        id={id}
        className={styles.drawer}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
        // A click on the backdrop (the dialog itself, outside its panel) closes it.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className={styles.drawerPanel}>
          <div className={styles.drawerHead}>
            <h2 id={titleId} className={styles.drawerTitle}>
              {title}
            </h2>
            <button type="button" className={styles.closeButton} onClick={close}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
                <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
              </svg>
              <span className="visually-hidden">{closeLabel}</span>
            </button>
          </div>
          {/* Following a link closes the drawer: the layout stays mounted on a client-side navigation. */}
          <div onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) close();
          }}>{children}</div>
        </div>
      </dialog>
    </>
  );
}
