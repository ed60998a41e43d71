'use client';
// The forms' captcha (libs/domain leads/captcha.ts). Without JavaScript the
// server's HTML shows a picture of a few characters, drawn by the BFF, with
// the same characters spoken in the page's language in a native player, and
// a field to type them; the characters themselves are in no page. With
// JavaScript the browser solves a proof of work as soon as the visitor starts
// on the form, announces it politely, and the picture disappears: nobody has
// anything to do (WCAG 2.2 3.3.8).
import { CAPTCHA_PICTURE_SIZE, captchaClipPath, captchaPicturePath, encodeCaptchaAnswer } from '@immo/domain';
import {
  type MouseEvent,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  CAPTCHA_ANSWER_FIELD,
  CAPTCHA_RENEW_FIELD,
  CAPTCHA_TEXT_FIELD,
  CAPTCHA_TOKEN_FIELD,
} from '@/lib/forms/captcha-answer';
import { MINUTES_PLACEHOLDER, type CaptchaTexts } from '@/lib/forms/captcha-texts';
import { budgetSpent, isCaptchaChallenge, type PageCaptcha } from '@/lib/forms/page-captcha';
import { FormKitContext, useKitField } from '../form-kit-context';
import forms from '../Forms.module.css';
import styles from './CaptchaField.module.css';
import { solveCaptcha } from './solve-pow';

/** A challenge this close to its expiry is replaced before solving: the visitor may still take a while. */
const EXPIRY_MARGIN_MS = 5 * 60 * 1000;

type Status = 'idle' | 'working' | 'done' | 'failed';

export interface CaptchaFieldProps {
  /** From loadCaptchaChallenge on the server; null: the browser fetches one (and without JavaScript the form cannot pass). */
  challenge: PageCaptcha;
  texts: CaptchaTexts;
  /** The solved answer, for forms that keep it in their own state (react-hook-form's setValue). */
  onAnswer?: (answer: string) => void;
  /** The challenge the field answers, whenever it changes: a CV upload is bound to it (the rent application). */
  onChallenge?: (challenge: PageCaptcha) => void;
  /** The refusal to show ('The entered characters are not valid'); inside FormShell the kit's error is used when this is absent. */
  error?: string;
}

const noSubscription = () => () => undefined;

/** True once this runs in the browser: the server's HTML (and a browser without JavaScript) keeps the typed challenge. */
function useScripted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function usable(challenge: PageCaptcha): boolean {
  return isCaptchaChallenge(challenge) && Date.parse(challenge.expiresAt) - Date.now() > EXPIRY_MARGIN_MS;
}

async function freshChallenge(): Promise<PageCaptcha> {
  const response = await fetch('/api/forms/captcha', {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  }).catch(() => null);
  if (response?.status === 429) return budgetSpent(response.headers.get('retry-after'));
  return response?.ok ? ((await response.json()) as PageCaptcha) : null;
}

function tooManyText(texts: CaptchaTexts, minutes: number): string {
  return minutes === 1 ? texts.tooMany.one : texts.tooMany.many.replace(MINUTES_PLACEHOLDER, String(minutes));
}

export function CaptchaField(props: CaptchaFieldProps) {
  return useContext(FormKitContext) ? <KitCaptchaField {...props} /> : <CaptchaCore {...props} inputId={undefined} />;
}

/** Inside FormShell: the kit's error (CAPTCHA_INVALID lands on `captcha`) and the summary's link to the field. */
function KitCaptchaField(props: CaptchaFieldProps) {
  const field = useKitField(CAPTCHA_ANSWER_FIELD, props.texts.label);
  return <CaptchaCore {...props} error={props.error ?? field.error} inputId={field.id} />;
}

function CaptchaCore({
  challenge: initialChallenge,
  texts,
  onAnswer,
  onChallenge,
  error,
  inputId,
}: CaptchaFieldProps & { inputId: string | undefined }) {
  const kit = useContext(FormKitContext);
  const id = useId();
  const textId = inputId ?? `${id}-text`;
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const textRef = useRef<HTMLInputElement>(null);
  const [challenge, setChallenge] = useState(initialChallenge);
  const challengeRef = useRef(initialChallenge);
  const [status, setStatus] = useState<Status>('idle');
  const [answer, setAnswer] = useState<string | null>(null);
  // With JavaScript the typed challenge leaves at once, not when the work ends: a
  // form that shrank under the pointer between press and release lost the click
  // of a visitor pressing Send first, and so the errors it would have shown.
  const scripted = useScripted();
  const showTyped = !scripted || status === 'failed';
  const run = useRef<{ promise: Promise<string | null>; controller: AbortController } | null>(null);
  const onAnswerRef = useRef(onAnswer);
  useEffect(() => {
    onAnswerRef.current = onAnswer;
  }, [onAnswer]);
  const onChallengeRef = useRef(onChallenge);
  useEffect(() => {
    onChallengeRef.current = onChallenge;
  }, [onChallenge]);
  useEffect(() => {
    onChallengeRef.current?.(challenge);
  }, [challenge]);

  const start = useCallback((): Promise<string | null> => {
    if (run.current) return run.current.promise;
    const controller = new AbortController();
    setStatus('working');
    const promise = (async () => {
      let current = challengeRef.current;
      if (!usable(current)) {
        current = await freshChallenge();
        if (controller.signal.aborted) return null;
        challengeRef.current = current;
        setChallenge(current);
      }
      const solved = isCaptchaChallenge(current)
        ? await solveCaptcha(current, controller.signal).catch(() => null)
        : null;
      if (controller.signal.aborted) return null;
      setStatus(solved ? 'done' : 'failed');
      setAnswer(solved);
      if (solved) onAnswerRef.current?.(solved);
      return solved;
    })();
    run.current = { promise, controller };
    return promise;
  }, []);

  /** Forgets the challenge and its work, and starts on a new one. */
  const restart = useCallback(() => {
    run.current?.controller.abort();
    run.current = null;
    challengeRef.current = null;
    setAnswer(null);
    if (textRef.current) textRef.current.value = '';
    void start();
  }, [start]);

  // The work starts when the visitor first enters the form: a page nobody fills costs no battery.
  useEffect(() => {
    const formElement = rootRef.current?.closest('form');
    if (!formElement) return;
    if (formElement.contains(document.activeElement)) void start();
    const onFocus = () => void start();
    formElement.addEventListener('focusin', onFocus, { once: true });
    return () => formElement.removeEventListener('focusin', onFocus);
  }, [start]);

  // FormShell asks at each submission: the proof of work, or what was typed when it failed.
  useEffect(() => {
    if (!kit) return;
    kit.provideCaptcha(async () => {
      const solved = await start();
      if (solved) return solved;
      const token = challengeRef.current?.token;
      const text = textRef.current?.value ?? '';
      return token ? encodeCaptchaAnswer({ kind: 'typed', token, text }) : '';
    });
    return () => kit.provideCaptcha(null);
  }, [kit, start]);

  // Every answer of the BFF spends the captcha: the next submission needs a new one, solved at once.
  const attempt = kit?.attempt ?? 0;
  const firstAttempt = useRef(attempt);
  useEffect(() => {
    if (attempt === firstAttempt.current) return;
    restart();
  }, [attempt, restart]);

  useEffect(() => () => run.current?.controller.abort(), []);

  // Without JavaScript the button posts the form, whose action answers with the same values and a new challenge.
  const onRenew = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    restart();
  };

  // With JavaScript the work is the browser's: nothing to read or do, so no heading over an empty box. The
  // fieldset stays (its status is still read out, and an error or the typed challenge brings it back).
  const showsSomething =
    Boolean(error) ||
    status === 'failed' ||
    (!answer && ((challenge !== null && !isCaptchaChallenge(challenge)) || showTyped));
  const statusText =
    status === 'working'
      ? texts.working
      : status === 'done'
        ? texts.done
        : status === 'failed' && isCaptchaChallenge(challenge)
          ? texts.failed
          : '';
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const listenId = `${id}-listen`;
  const renewButton = (label: string) => (
    <>
      {/* First in the form's order, so Enter in a field above still sends the form, not this button. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <button
        type="submit"
        name={CAPTCHA_RENEW_FIELD}
        value="1"
        className={styles.renew}
        onClick={scripted ? onRenew : undefined}
      >
        {label}
      </button>
    </>
  );

  return (
    <fieldset
      ref={rootRef}
      id={answer ? textId : undefined}
      tabIndex={answer ? -1 : undefined}
      className={showsSomething ? `${forms.group} ${error ? forms.invalid : ''}` : 'visually-hidden'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={forms.label}>{texts.legend}</legend>
      {/* Read out, not shown, while it works: a line appearing above Send moved the button between press and release. */}
      <p className={status === 'failed' ? styles.status : 'visually-hidden'} role="status" aria-live="polite">
        {statusText}
      </p>
      {answer ? (
        <input type="hidden" name={CAPTCHA_ANSWER_FIELD} value={answer} />
      ) : challenge && !isCaptchaChallenge(challenge) ? (
        <div>
          <p className={styles.notice}>{tooManyText(texts, challenge.retryAfterMinutes)}</p>
          {renewButton(texts.retry)}
        </div>
      ) : isCaptchaChallenge(challenge) && showTyped ? (
        <div>
          {/* A fresh PNG per challenge from the BFF, never cached: nothing for next/image to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            className={styles.picture}
            src={captchaPicturePath(challenge.token)}
            width={CAPTCHA_PICTURE_SIZE.width}
            height={CAPTCHA_PICTURE_SIZE.height}
            alt={texts.pictureAlt}
            decoding="async"
          />
          {renewButton(texts.renew)}
          <p className={styles.listen} id={listenId}>
            {texts.listen}
          </p>
          {/* Fetched only when played: a visitor who reads the picture costs no clip. */}
          <audio
            className={styles.audio}
            controls
            preload="none"
            src={captchaClipPath(challenge.token, texts.locale)}
            aria-labelledby={listenId}
          >
            <a href={captchaClipPath(challenge.token, texts.locale)}>{texts.noAudio}</a>
          </audio>
          <input type="hidden" name={CAPTCHA_TOKEN_FIELD} value={challenge.token} />
          <label className={forms.label} htmlFor={textId}>
            {texts.label}
          </label>
          <p className={forms.hint} id={hintId}>
            {texts.hint}
          </p>
          <input
            ref={textRef}
            id={textId}
            className={`${forms.control} ${styles.input}`}
            name={CAPTCHA_TEXT_FIELD}
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          />
        </div>
      ) : challenge === null && showTyped ? (
        <p className={styles.notice}>{texts.unavailable}</p>
      ) : null}
      {error ? (
        <p className={forms.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
