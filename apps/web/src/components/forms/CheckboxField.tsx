'use client';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError, RequiredMark } from './FieldFrame';
import { useKitField } from './form-kit-context';
import styles from './Forms.module.css';

export interface CheckboxFieldProps {
  name: string;
  /** The sentence the box agrees to; the summary uses `summaryLabel` when this holds a link. */
  label: ReactNode;
  summaryLabel: string;
  required?: boolean;
}

/** One box to tick (terms accepted, newsletter opt-in): `true` with JavaScript, 'on' without, as the schemas accept. */
export function CheckboxField({ name, label, summaryLabel, required }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const field = useKitField(name, summaryLabel);
  const initial = field.defaultValue;
  return (
    <div className={`${styles.field} ${field.error ? styles.invalid : ''}`}>
      <label htmlFor={field.id} className={styles.option}>
        <input
          id={field.id}
          type="checkbox"
          {...register(name)}
          defaultChecked={initial === true || initial === 'on' || initial === 'true'}
          aria-required={required || undefined}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.describedBy}
          autoFocus={field.autoFocus}
        />
        <span>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      <FieldError field={field} />
    </div>
  );
}
