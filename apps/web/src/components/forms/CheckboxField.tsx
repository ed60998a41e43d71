'use client';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError, RequiredMark } from './FieldFrame';
import { controlAttributes, useKitField } from './form-kit-context';
import styles from './Forms.module.css';

export interface CheckboxFieldProps {
  name: string;
  /** The sentence the box agrees to; the summary uses `summaryLabel` when this holds a link. */
  label: ReactNode;
  summaryLabel: string;
  required?: boolean;
  /** One line under the box saying what ticking it does (the console's settings). */
  hint?: string;
}

/** One box to tick (terms accepted, newsletter opt-in): `true` with JavaScript, 'on' without, as the schemas accept. */
export function CheckboxField({ name, label, summaryLabel, required, hint }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const field = useKitField(name, summaryLabel, Boolean(hint));
  const initial = field.defaultValue;
  return (
    <div className={`${styles.field} ${field.error ? styles.invalid : ''}`}>
      <label htmlFor={field.id} className={styles.option}>
        <input
          type="checkbox"
          {...register(name)}
          defaultChecked={initial === true || initial === 'on' || initial === 'true'}
          {...controlAttributes(field, required)}
        />
        <span>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      {hint ? (
        <p id={field.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}
