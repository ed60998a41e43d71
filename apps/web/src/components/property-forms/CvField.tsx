'use client';
import { CV_UPLOAD_CHALLENGE_HEADER, type CvUploadDto, type Locale, type ValidationKey } from '@immo/domain';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldFrame } from '@/components/forms/FieldFrame';
import { controlAttributes, useFormKit, useKitField } from '@/components/forms/form-kit-context';
import formStyles from '@/components/forms/Forms.module.css';
import { isCaptchaChallenge } from '@/lib/forms/page-captcha';
import { useFormChallenge } from './FormChallenge';
import styles from './PropertyForms.module.css';
import { fillValue } from './value-mark';

/** The name the no-JS form posts the file under (its server action uploads it). */
export const CV_FILE_FIELD = 'cv';
/** The stored CV's name, kept beside its id so a re-rendered form can say what is attached (not part of the schema). */
export const CV_NAME_FIELD = 'cvFileName';
/** When a network past its upload budget may send a file again (ISO time), from the no-JS action (not part of the schema). */
export const CV_RETRY_FIELD = 'cvRetryAt';
export const CV_ACCEPT =
  '.pdf,.doc,.docx,.odt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text';

interface CvFieldProps {
  texts: {
    cv: string;
    cvHint: string;
    cvSending: string;
    cvAttached: string;
    cvRetryAt: string;
    cvChooseAgain: string;
  };
  /** The page's language, for the time to try again. */
  locale: Locale;
}

/** The agency's clock, as the visit slots: the same time whether the server or the browser writes it. */
const RETRY_TIME = { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'attached'; name: string }
  /** The no-JS answer came back without the file the visitor had chosen: no browser keeps it. */
  | { kind: 'again'; name: string }
  | { kind: 'wait'; until: string };

type Answer =
  | { kind: 'stored'; upload: CvUploadDto; token: string }
  | { kind: 'refused'; key: ValidationKey; retryAt: string | null };

/** The BFF's answer to one upload under the form's challenge (`token`; null: the form has none). */
async function send(file: File, token: string | null): Promise<Answer> {
  if (token === null) return { kind: 'refused', key: 'uploadFormExpired', retryAt: null };
  const body = new FormData();
  body.append(CV_FILE_FIELD, file);
  const response = await fetch('/api/forms/rent-application/cv', {
    method: 'POST',
    body,
    headers: { accept: 'application/json', [CV_UPLOAD_CHALLENGE_HEADER]: token },
  }).catch(() => null);
  const answer = (await response?.json().catch(() => null)) as
    (CvUploadDto & { issues?: { message?: ValidationKey }[] }) | null;
  if (response?.status === 201 && answer) return { kind: 'stored', upload: answer, token };
  const seconds = Number(response?.headers.get('retry-after'));
  const retryAt = response?.status === 429 && seconds > 0 ? new Date(Date.now() + seconds * 1000).toISOString() : null;
  const key = answer?.issues?.[0]?.message ?? (response?.status === 503 ? 'uploadsPaused' : 'fileType');
  return { kind: 'refused', key, retryAt };
}

/**
 * The CV. With JavaScript it goes up as soon as it is chosen (the BFF reads
 * it while it streams and judges it by its bytes), so a file too large or no
 * document is said at once; the form then sends its id (`cvUploadId`). The
 * upload is bound to the form's captcha challenge: when the form moves to
 * another one, the file goes up again under it.
 * Without JavaScript the form posts the file itself to its server action.
 */
export function CvField({ texts, locale }: CvFieldProps) {
  const { register, setValue, setError, clearErrors } = useFormContext();
  const field = useKitField('cvUploadId', texts.cv, true);
  const kit = useFormKit();
  const challenge = useFormChallenge();
  // The no-JS answer re-renders the form with the file's name (and, past the network's budget, when to try again).
  const initialName = kit.initialValue(CV_NAME_FIELD);
  const initialRetry = kit.initialValue(CV_RETRY_FIELD);
  const [status, setStatus] = useState<Status>(
    typeof initialRetry === 'string'
      ? { kind: 'wait', until: initialRetry }
      : typeof initialName === 'string' && initialName
        ? { kind: 'again', name: initialName }
        : { kind: 'idle' },
  );
  const attached = useRef<{ file: File; token: string } | null>(null);
  const token = isCaptchaChallenge(challenge.current) ? challenge.current.token : null;
  const latestToken = useRef(token);
  // Only the latest upload's answer counts: a file chosen again meanwhile replaces the one on its way.
  const sequence = useRef(0);

  const upload = async (file: File, input: HTMLInputElement | null) => {
    const mine = ++sequence.current;
    setValue('cvUploadId', undefined);
    attached.current = null;
    setStatus({ kind: 'sending' });
    clearErrors('cvUploadId');
    const answer = await send(file, await challenge.token());
    if (mine !== sequence.current) return;
    if (answer.kind === 'stored') {
      attached.current = { file, token: answer.token };
      setValue('cvUploadId', answer.upload.uploadId);
      setValue(CV_NAME_FIELD, answer.upload.fileName);
      setStatus({ kind: 'attached', name: answer.upload.fileName });
      // The form moved to another challenge while the file was on its way.
      if (latestToken.current !== null && latestToken.current !== answer.token) void upload(file, null);
      return;
    }
    if (input) input.value = '';
    setStatus(answer.retryAt ? { kind: 'wait', until: answer.retryAt } : { kind: 'idle' });
    setError('cvUploadId', { type: 'server', message: answer.key });
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) {
      void upload(file, event.target);
      return;
    }
    sequence.current += 1;
    setValue('cvUploadId', undefined);
    attached.current = null;
    setStatus({ kind: 'idle' });
  };

  // The form moved to another challenge (the one it had was refused or expired): the file goes up again under the new one.
  useEffect(() => {
    latestToken.current = token;
    const current = attached.current;
    if (token !== null && current !== null && current.token !== token) void upload(current.file, null);
    // upload reads the latest state through refs and the form's setters; the token alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const note =
    status.kind === 'sending'
      ? texts.cvSending
      : status.kind === 'attached'
        ? fillValue(texts.cvAttached, status.name)
        : status.kind === 'again'
          ? fillValue(texts.cvChooseAgain, status.name)
          : status.kind === 'wait'
            ? fillValue(texts.cvRetryAt, new Intl.DateTimeFormat(locale, RETRY_TIME).format(new Date(status.until)))
            : '';
  return (
    <FieldFrame field={field} label={texts.cv} hint={texts.cvHint}>
      <input
        type="file"
        name={CV_FILE_FIELD}
        accept={CV_ACCEPT}
        className={formStyles.control}
        onChange={onChange}
        {...controlAttributes(field)}
      />
      <input type="hidden" {...register('cvUploadId')} defaultValue="" />
      <input
        type="hidden"
        {...register(CV_NAME_FIELD)}
        defaultValue={typeof initialName === 'string' ? initialName : ''}
      />
      <p className={styles.note} role="status">
        {note}
      </p>
    </FieldFrame>
  );
}
