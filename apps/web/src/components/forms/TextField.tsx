'use client';
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';
import { controlAttributes, useKitField } from './form-kit-context';
import styles from './Forms.module.css';

export interface TextFieldProps {
  /** The schema's field path, dotted when nested (`personA.zip`). */
  name: string;
  label: string;
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'tel' | 'date' | 'number' | 'url'>;
  required?: boolean;
  /** The WCAG 1.3.5 purpose token: 'given-name', 'email', 'tel', 'postal-code', … */
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  hint?: string;
  maxLength?: number;
  /** A narrow field (house number, box, postcode). */
  short?: boolean;
}

export function TextField({
  name,
  label,
  type = 'text',
  required,
  autoComplete,
  inputMode,
  hint,
  maxLength,
  short,
}: TextFieldProps) {
  const { register } = useFormContext();
  const field = useKitField(name, label, Boolean(hint));
  const initial = field.defaultValue;
  return (
    <FieldFrame field={field} label={label} required={required} hint={hint}>
      <input
        type={type}
        className={`${styles.control} ${short ? styles.short : ''}`}
        {...register(name)}
        defaultValue={typeof initial === 'string' || typeof initial === 'number' ? initial : undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        {...controlAttributes(field, required)}
      />
    </FieldFrame>
  );
}
