'use client';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import type { PropertyFormProps } from './form-props';
import type { OpenableFormKind } from './form-kinds';
import styles from './PropertyForms.module.css';

// The forms' code comes with the first click: one import() is all the page itself carries
// (its first-load JavaScript stays within 10 kB of the bare page's).
const OpenForm = lazy(() => import('./OpenForm'));

export interface FormLink {
  kind: OpenableFormKind;
  /** The form's own page: where the link goes without JavaScript (or opened in a new tab). */
  href: string;
  label: string;
  props: PropertyFormProps;
}

interface FormsPanelProps {
  links: readonly FormLink[];
  /** Forms that live on their own page only (the visit booking, whose free times load with it). */
  pageLinks?: readonly { href: string; label: string }[];
  closeLabel: string;
}

/**
 * The property's forms as links to their own pages. With JavaScript a plain
 * click opens the form here instead; a click with a modifier (new tab)
 * still follows the link.
 */
export function FormsPanel({ links, pageLinks = [], closeLabel }: FormsPanelProps) {
  const [open, setOpen] = useState<OpenableFormKind | null>(null);
  const current = links.find((link) => link.kind === open);
  const toggle = (event: MouseEvent<HTMLAnchorElement>, kind: OpenableFormKind) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen((previous) => (previous === kind ? null : kind));
  };
  return (
    <>
      <ul className={styles.links}>
        {pageLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
        {links.map((link) => (
          <li key={link.kind}>
            <a
              href={link.href}
              aria-expanded={open === link.kind}
              aria-controls="property-form-panel"
              onClick={(event) => toggle(event, link.kind)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <div id="property-form-panel" className={styles.panel}>
        {current ? (
          <Suspense fallback={null}>
            <OpenForm
              kind={current.kind}
              label={current.label}
              props={current.props}
              closeLabel={closeLabel}
              onClose={() => setOpen(null)}
            />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
