'use client';
import { useFormContext } from 'react-hook-form';
import { FieldError, RequiredMark } from './FieldFrame';
import { useKitField } from './form-kit-context';
import type { ChoiceOption } from './SelectField';
import styles from './Forms.module.css';

export interface ChoiceGroupFieldProps {
  name: string;
  /** The group's legend. */
  legend: string;
  options: readonly ChoiceOption[];
  /** 'radio': one answer; 'checkbox': any number (the schema's array). */
  type: 'radio' | 'checkbox';
  required?: boolean;
  hint?: string;
  /** Options side by side when they fit (time slots, yes/no). */
  inline?: boolean;
}

function isChosen(initial: unknown, value: string): boolean {
  return Array.isArray(initial) ? initial.includes(value) : initial === value;
}

/**
 * Radio buttons or checkboxes in a fieldset whose legend names the group.
 * The group's error and hint hang on the fieldset; the summary links to the
 * first option, whose id is the group's.
 */
export function ChoiceGroupField({ name, legend, options, type, required, hint, inline }: ChoiceGroupFieldProps) {
  const { register } = useFormContext();
  const field = useKitField(name, legend, Boolean(hint));
  return (
    <fieldset
      className={`${styles.group} ${field.error ? styles.invalid : ''}`}
      // A radio group may say it is required and invalid (a plain group may not): radiogroup, named by its legend.
      role={type === 'radio' ? 'radiogroup' : undefined}
      aria-labelledby={type === 'radio' ? `${field.id}-legend` : undefined}
      aria-describedby={field.describedBy}
      aria-required={type === 'radio' && required ? true : undefined}
      aria-invalid={type === 'radio' && field.error ? true : undefined}
    >
      <legend id={`${field.id}-legend`} className={styles.label}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint ? (
        <p id={field.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={inline ? styles.inlineOptions : styles.options}>
        {options.map((option, index) => {
          const id = index === 0 ? field.id : `${field.id}-${index}`;
          return (
            <label key={option.value} htmlFor={id} className={styles.option}>
              <input
                id={id}
                type={type}
                value={option.value}
                {...register(name)}
                defaultChecked={isChosen(field.defaultValue, option.value)}
                aria-invalid={type === 'checkbox' && field.error ? true : undefined}
                autoFocus={index === 0 && field.autoFocus}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}
