'use client';
import { useFormContext } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';
import { controlAttributes, useKitField } from './form-kit-context';
import styles from './Forms.module.css';

export interface TextAreaFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  rows?: number;
  maxLength?: number;
}

export function TextAreaField({ name, label, required, hint, rows = 5, maxLength }: TextAreaFieldProps) {
  const { register } = useFormContext();
  const field = useKitField(name, label, Boolean(hint));
  return (
    <FieldFrame field={field} label={label} required={required} hint={hint}>
      <textarea
        rows={rows}
        className={styles.control}
        {...register(name)}
        defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : undefined}
        maxLength={maxLength}
        {...controlAttributes(field, required)}
      />
    </FieldFrame>
  );
}
