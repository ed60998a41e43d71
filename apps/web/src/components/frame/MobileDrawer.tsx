import type { ReactNode } from 'react';
import { DRAWER, DRAWER_CLOSE, DRAWER_OPEN } from './frame-controls';
import styles from './Frame.module.css';

interface MobileDrawerProps {
  openLabel: string;
  closeLabel: string;
  title: string;
  children: ReactNode;
}

const DRAWER_ID = 'site-drawer';
const TITLE_ID = 'site-drawer-title';

/**
 * The side drawer below 767 px. A modal <dialog>: the browser keeps focus
 * inside and closes it on Escape; <FrameControls> opens it, closes it from
 * its button, its backdrop or a link, stops the page from scrolling behind
 * it and gives focus back to the menu button. One per page (fixed ids).
 */
export function MobileDrawer({ openLabel, closeLabel, title, children }: MobileDrawerProps) {
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded="false"
        aria-controls={DRAWER_ID}
        aria-haspopup="dialog"
        {...{ [DRAWER_OPEN]: '' }}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="visually-hidden">{openLabel}</span>
      </button>
      <dialog id={DRAWER_ID} className={styles.drawer} aria-labelledby={TITLE_ID} {...{ [DRAWER]: '' }}>
        <div className={styles.drawerPanel}>
          <div className={styles.drawerHead}>
            <h2 id={TITLE_ID} className={styles.drawerTitle}>
              {title}
            </h2>
            <button type="button" className={styles.closeButton} {...{ [DRAWER_CLOSE]: '' }}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
                <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
              </svg>
              <span className="visually-hidden">{closeLabel}</span>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
