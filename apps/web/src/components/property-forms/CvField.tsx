'use client';
import type { CvUploadDto, ValidationKey } from '@immo/domain';
import { useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldFrame } from '@/components/forms/FieldFrame';
import { controlAttributes, useFormKit, useKitField } from '@/components/forms/form-kit-context';
import formStyles from '@/components/forms/Forms.module.css';
import styles from './PropertyForms.module.css';
import { fillValue } from './value-mark';

/** The name the no-JS form posts the file under (its server action uploads it). */
export const CV_FILE_FIELD = 'cv';
/** The stored CV's name, kept beside its id so a re-rendered form can say what is attached (not part of the schema). */
export const CV_NAME_FIELD = 'cvFileName';
export const CV_ACCEPT = '.pdf,.doc,.docx,.odt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text';

interface CvFieldProps {
  texts: { cv: string; cvHint: string; cvSending: string; cvAttached: string };
}

/**
 * The CV. With JavaScript it goes up as soon as it is chosen (the BFF reads
 * it while it streams and judges it by its bytes), so a file too large or no
 * document is said at once; the form then sends its id (`cvUploadId`).
 * Without JavaScript the form posts the file itself to its server action.
 */
export function CvField({ texts }: CvFieldProps) {
  const { register, setValue, setError, clearErrors } = useFormContext();
  const field = useKitField('cvUploadId', texts.cv, true);
  const kit = useFormKit();
  // The no-JS answer re-renders the form with the CV its action already stored.
  const initialId = typeof field.defaultValue === 'string' ? field.defaultValue : '';
  const initialName = kit.initialValue(CV_NAME_FIELD);
  const [status, setStatus] = useState<{ kind: 'idle' } | { kind: 'sending' } | { kind: 'attached'; name: string }>(
    initialId && typeof initialName === 'string' ? { kind: 'attached', name: initialName } : { kind: 'idle' },
  );
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setValue('cvUploadId', undefined);
    if (!file) {
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'sending' });
    clearErrors('cvUploadId');
    const body = new FormData();
    body.append(CV_FILE_FIELD, file);
    const response = await fetch('/api/forms/rent-application/cv', { method: 'POST', body, headers: { accept: 'application/json' } }).catch(() => null);
    const answer = (await response?.json().catch(() => null)) as (CvUploadDto & { issues?: { message?: ValidationKey }[] }) | null;
    if (response?.status === 201 && answer) {
      setValue('cvUploadId', answer.uploadId);
      setValue(CV_NAME_FIELD, answer.fileName);
      setStatus({ kind: 'attached', name: answer.fileName });
      return;
    }
    event.target.value = '';
    setStatus({ kind: 'idle' });
    setError('cvUploadId', { type: 'server', message: answer?.issues?.[0]?.message ?? 'fileType' });
  };
  return (
    <FieldFrame field={field} label={texts.cv} hint={texts.cvHint}>
      <input
        type="file"
        name={CV_FILE_FIELD}
        accept={CV_ACCEPT}
        className={formStyles.control}
        onChange={(event) => void upload(event)}
        {...controlAttributes(field)}
      />
      <input type="hidden" {...register('cvUploadId')} defaultValue={initialId} />
      <input type="hidden" {...register(CV_NAME_FIELD)} defaultValue={typeof initialName === 'string' ? initialName : ''} />
      <p className={styles.note} role="status">
        {status.kind === 'sending' ? texts.cvSending : status.kind === 'attached' ? fillValue(texts.cvAttached, status.name) : ''}
      </p>
    </FieldFrame>
  );
}
