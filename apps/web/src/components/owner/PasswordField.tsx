'use client';
import { useFormContext } from 'react-hook-form';
import { FieldFrame } from '@/components/forms/FieldFrame';
import { controlAttributes, useKitField } from '@/components/forms/form-kit-context';
import styles from '@/components/forms/Forms.module.css';

export interface PasswordFieldProps {
  name: string;
  label: string;
  /** 'current-password' to log in, 'new-password' to choose one: password managers fill or propose accordingly. */
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

/** A password box: pasting and password managers welcome (WCAG 3.3.8), never trimmed, never shown back by the server. */
export function PasswordField({ name, label, autoComplete, hint }: PasswordFieldProps) {
  const { register } = useFormContext();
  const field = useKitField(name, label, Boolean(hint));
  return (
    <FieldFrame field={field} label={label} required hint={hint}>
      <input
        type="password"
        className={styles.control}
        {...register(name)}
        autoComplete={autoComplete}
        spellCheck={false}
        {...controlAttributes(field, true)}
      />
    </FieldFrame>
  );
}
