// The frame of a page whose purpose is one form (contact, free valuation,
// keep me informed): the header with this page in every language, the title
// and its introduction, the form, and an optional aside (the agency's facts).
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/frame/SiteHeader';
import { staticAlternates } from '@/lib/alternates';
import styles from './FormPage.module.css';

export interface FormPageProps {
  /** The spec's original path ('/contact/'), for the language switcher. */
  originalPath: string;
  /** Left out when the form itself heads the page (a subscription link's button says what happened there). */
  title?: string;
  intro?: string;
  aside?: ReactNode;
  children: ReactNode;
}

export function FormPage({ originalPath, title, intro, aside, children }: FormPageProps) {
  return (
    <>
      <SiteHeader alternates={staticAlternates(originalPath)} />
      <main id="main" className={`container page ${styles.page}`}>
        {title ? <h1>{title}</h1> : null}
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        <div className={aside ? styles.columns : undefined}>
          <div className={styles.main}>{children}</div>
          {aside}
        </div>
      </main>
    </>
  );
}
