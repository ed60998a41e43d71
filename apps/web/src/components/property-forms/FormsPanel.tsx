'use client';
import { Suspense, useState, type MouseEvent } from 'react';
import type { PropertyFormProps } from './form-props';
import { lazyForms, type OpenableFormKind } from './form-loaders';
import styles from './PropertyForms.module.css';

export interface FormLink {
  kind: OpenableFormKind;
  /** The form's own page: where the link goes without JavaScript (or opened in a new tab). */
  href: string;
  label: string;
  props: PropertyFormProps;
}

interface FormsPanelProps {
  links: readonly FormLink[];
  closeLabel: string;
}

/**
 * The property's forms as links to their own pages. With JavaScript a plain
 * click opens the form here instead, loading its code then; a click with a
 * modifier (new tab) still follows the link.
 */
export function FormsPanel({ links, closeLabel }: FormsPanelProps) {
  const [open, setOpen] = useState<OpenableFormKind | null>(null);
  const current = links.find((link) => link.kind === open);
  const toggle = (event: MouseEvent<HTMLAnchorElement>, kind: OpenableFormKind) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen((previous) => (previous === kind ? null : kind));
  };
  const Form = current ? lazyForms[current.kind] : null;
  return (
    <>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.kind}>
            <a href={link.href} aria-expanded={open === link.kind} aria-controls="property-form-panel" onClick={(event) => toggle(event, link.kind)} data-form={link.kind}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <div id="property-form-panel" className={styles.panel}>
        {current && Form ? (
          <>
            <h3 id={current.props.headingId}>{current.label}</h3>
            {current.props.texts.intro ? <p>{current.props.texts.intro}</p> : null}
            <Suspense fallback={null}>
              <Form {...current.props} />
            </Suspense>
            <button type="button" className={styles.close} onClick={() => setOpen(null)}>
              {closeLabel}
            </button>
          </>
        ) : null}
      </div>
    </>
  );
}
