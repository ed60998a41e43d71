'use client';
import type { ValidationKey } from '@immo/domain';
import type { MouseEvent } from 'react';
import { fieldId, type FieldRegistry } from './form-kit-context';
import styles from './Forms.module.css';

export interface ErrorSummaryProps {
  /** Validation.checkRedFields: 'fields marked in red must be checked'. */
  title: string;
  /** Error keys by field name. */
  errors: Readonly<Record<string, ValidationKey>>;
  registry: FieldRegistry;
  messages: Readonly<Record<ValidationKey, string>>;
}

/**
 * The spec's general message and one link per red field, in the fields'
 * order; role=alert, so a screen reader announces it when it appears. Placed
 * after the fields (where the visitor pressed Send), it also knows every
 * field's label in the server's HTML.
 */
/**
 * Messages that speak for a group of fields, not one: the valuation's
 * "address of the property missing" lands on street, number, postcode and
 * city alike, and is said once, linked to the first of them, without a label.
 */
const GROUP_MESSAGES: ReadonlySet<ValidationKey> = new Set(['valuationAddressRequired']);

export function ErrorSummary({ title, errors, registry, messages }: ErrorSummaryProps) {
  const said = new Set<ValidationKey>();
  const known = registry.entries().filter(([name]) => {
    if (!(name in errors)) return false;
    const key = errors[name] as ValidationKey;
    if (!GROUP_MESSAGES.has(key)) return true;
    if (said.has(key)) return false;
    said.add(key);
    return true;
  });
  const others = Object.keys(errors).filter((name) => !registry.entries().some(([knownName]) => knownName === name));
  if (known.length === 0 && others.length === 0) return <div role="alert" className={styles.alertSlot} />;
  return (
    <div role="alert" className={styles.summary}>
      <p className={styles.summaryTitle}>{title}</p>
      <ul>
        {known.map(([name, label]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} onClick={(event) => focusField(event, fieldId(name))}>
              {GROUP_MESSAGES.has(errors[name] as ValidationKey) ? null : `${label}: `}
              {messages[errors[name] as ValidationKey] ?? messages.required}
            </a>
          </li>
        ))}
        {/* An error on a field this form does not show (a changed schema): still said, never hidden. */}
        {others.map((name) => (
          <li key={name}>{messages[errors[name] as ValidationKey] ?? messages.required}</li>
        ))}
      </ul>
    </div>
  );
}

/** A link to a field puts the cursor in it, not only the page at it (without JavaScript the browser scrolls there). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const control = document.getElementById(id);
  if (!control) return;
  event.preventDefault();
  control.focus();
}
