'use client';
import type { ReactNode } from 'react';
import { useFormKit, type KitField } from './form-kit-context';
import styles from './Forms.module.css';

export interface FieldFrameProps {
  field: KitField;
  label: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
}

/** The label with its required mark, the control, its hint and its error, in that order. */
export function FieldFrame({ field, label, required, hint, children }: FieldFrameProps) {
  return (
    <div className={`${styles.field} ${field.error ? styles.invalid : ''}`}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={field.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError field={field} />
    </div>
  );
}

/** '*' for the eye, the word for a screen reader (which also hears aria-required). */
export function RequiredMark() {
  const { texts } = useFormKit();
  return (
    <>
      <span aria-hidden="true" className={styles.requiredMark}>
        {' *'}
      </span>
      <span className="visually-hidden">{` (${texts.required})`}</span>
    </>
  );
}

export function FieldError({ field }: { field: KitField }) {
  if (!field.error) return null;
  return (
    <p id={field.errorId} className={styles.error}>
      {field.error}
    </p>
  );
}
