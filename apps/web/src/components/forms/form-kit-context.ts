'use client';
// What FormShell shares with the fields inside it: texts, the values and
// errors to start from (the no-JS answer), the fields' labels for the error
// summary, and the captcha's hook. Fields read it through useKitField.
import { createContext, useContext } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ValidationKey } from '@immo/domain';
import type { FormKitTexts } from '@/lib/forms/form-kit-texts';

/** Labels by field name, in the order the fields render: the summary's links and the focus order. */
export class FieldRegistry {
  private readonly labels = new Map<string, string>();
  private autoFocusTaken = false;

  constructor(private readonly serverErrors: Readonly<Record<string, ValidationKey>>) {}

  /** Called while rendering, so the summary below the fields knows them even in the server's HTML. */
  add(name: string, label: string): void {
    this.labels.set(name, label);
  }

  entries(): [string, string][] {
    return [...this.labels.entries()];
  }

  names(): string[] {
    return [...this.labels.keys()];
  }

  /** True for the first field with an error of the no-JS answer: it gets `autofocus`, the one focus move a page without JavaScript has. */
  claimAutoFocus(name: string): boolean {
    if (this.autoFocusTaken || !(name in this.serverErrors)) return false;
    this.autoFocusTaken = true;
    return true;
  }
}

export interface FormKitContextValue {
  texts: FormKitTexts;
  registry: FieldRegistry;
  /** The value a field shows in the server's HTML (react-hook-form fills inputs only once hydrated). */
  initialValue: (name: string) => unknown;
  /** The captcha gives FormShell how to get its answer; called at each submission. */
  provideCaptcha: (answer: (() => Promise<string>) | null) => void;
  /** Grows after every answer of the BFF: a captcha answer is spent once, so the captcha starts a new one. */
  attempt: number;
}

export const FormKitContext = createContext<FormKitContextValue | null>(null);

export function useFormKit(): FormKitContextValue {
  const kit = useContext(FormKitContext);
  if (!kit) throw new Error('form fields must be inside <FormShell>');
  return kit;
}

/** The DOM id of a field's control; dots of nested names become dashes. */
export function fieldId(name: string): string {
  return `f-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** Moves focus to a field's control (the first option of a group) after the render that shows its error, so aria-describedby already names it. */
export function focusFieldAfterRender(name: string): void {
  window.requestAnimationFrame(() => document.getElementById(fieldId(name))?.focus());
}

function errorAt(errors: Record<string, unknown>, name: string): { message?: unknown } | undefined {
  let node: unknown = errors;
  for (const key of name.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'object' && node !== null ? (node as { message?: unknown }) : undefined;
}

export interface KitField {
  id: string;
  errorId: string;
  hintId: string;
  /** The translated message, when the field has an error. */
  error: string | undefined;
  /** aria-describedby for the control: its hint and its error. */
  describedBy: string | undefined;
  autoFocus: boolean;
  defaultValue: unknown;
}

/**
 * A kit control's own attributes: its id (the label's and the summary's
 * target), its hint and error read out with it, required and invalid said to
 * a screen reader, and the focus when the server's answer found it wrong.
 */
export function controlAttributes(field: KitField, required?: boolean) {
  return {
    id: field.id,
    'aria-required': required || undefined,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': field.describedBy,
    autoFocus: field.autoFocus,
  };
}

/** Everything a field component needs from the kit, and its label registered for the summary. */
export function useKitField(name: string, label: string, hasHint = false): KitField {
  const kit = useFormKit();
  const { formState } = useFormContext();
  kit.registry.add(name, label);
  const id = fieldId(name);
  const key = errorAt(formState.errors, name)?.message;
  const error =
    typeof key === 'string' ? (kit.texts.validation[key as ValidationKey] ?? kit.texts.validation.required) : undefined;
  const describedBy = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return {
    id,
    errorId: `${id}-error`,
    hintId: `${id}-hint`,
    error,
    describedBy,
    autoFocus: error !== undefined && kit.registry.claimAutoFocus(name),
    defaultValue: kit.initialValue(name),
  };
}
