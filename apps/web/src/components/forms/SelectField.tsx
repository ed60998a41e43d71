'use client';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';
import { controlAttributes, useKitField } from './form-kit-context';
import styles from './Forms.module.css';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly ChoiceOption[];
  /** The empty first option's text ('Choose…'); its value '' means "not chosen". */
  placeholder: string;
  required?: boolean;
  hint?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
}

export function SelectField({ name, label, options, placeholder, required, hint, autoComplete }: SelectFieldProps) {
  const { register } = useFormContext();
  const field = useKitField(name, label, Boolean(hint));
  return (
    <FieldFrame field={field} label={label} required={required} hint={hint}>
      <select
        className={`${styles.control} ${styles.select}`}
        {...register(name)}
        defaultValue={typeof field.defaultValue === 'string' ? field.defaultValue : ''}
        autoComplete={autoComplete}
        {...controlAttributes(field, required)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
