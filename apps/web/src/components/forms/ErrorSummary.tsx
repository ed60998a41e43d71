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
export function ErrorSummary({ title, errors, registry, messages }: ErrorSummaryProps) {
  const known = registry.entries().filter(([name]) => name in errors);
  const others = Object.keys(errors).filter((name) => !known.some(([knownName]) => knownName === name));
  if (known.length === 0 && others.length === 0) return <div role="alert" className={styles.alertSlot} />;
  return (
    <div role="alert" className={styles.summary}>
      <p className={styles.summaryTitle}>{title}</p>
      <ul>
        {known.map(([name, label]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} onClick={(event) => focusField(event, fieldId(name))}>
              {label}: {messages[errors[name] as ValidationKey] ?? messages.required}
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
