'use client';
import { AMOUNT_IN_WORDS_MAX, amountInWords, formatPrice, offerAdvance, parseAmount, type Locale } from '@immo/domain';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '@/components/forms/TextField';
import styles from './PropertyForms.module.css';
import { fillValue } from './value-mark';

interface OfferAmountFieldsProps {
  locale: Locale;
  texts: { amount: string; amountInWords: string; amountInWordsHint: string; advanceAmount: string };
}

function amountOf(value: unknown): number | null {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? parseAmount(value) : Number.NaN;
  return Number.isFinite(amount) && amount > 0 && amount <= AMOUNT_IN_WORDS_MAX ? amount : null;
}

/**
 * The offered price in digits and in words. The words are proposed from the
 * digits in the visitor's language as they type, until the visitor writes
 * their own; without JavaScript they write both.
 */
export function OfferAmountFields({ locale, texts }: OfferAmountFieldsProps) {
  const { setValue, getValues } = useFormContext();
  const amount = amountOf(useWatch({ name: 'amount' }));
  const proposed = useRef<string>('');
  useEffect(() => {
    if (amount === null) return;
    const current = String(getValues('amountInWords') ?? '');
    // The visitor's own wording stays: only an empty field or our last proposal is replaced.
    if (current !== '' && current !== proposed.current) return;
    proposed.current = amountInWords(amount, locale);
    setValue('amountInWords', proposed.current, { shouldDirty: true });
  }, [amount, locale, getValues, setValue]);
  return (
    <>
      <TextField name="amount" label={texts.amount} inputMode="decimal" autoComplete="off" required />
      {amount !== null && (
        <p className={styles.note} aria-live="polite">
          {fillValue(texts.advanceAmount, formatPrice(offerAdvance(amount)))}
        </p>
      )}
      <TextField
        name="amountInWords"
        label={texts.amountInWords}
        hint={texts.amountInWordsHint}
        autoComplete="off"
        maxLength={500}
        required
      />
    </>
  );
}
