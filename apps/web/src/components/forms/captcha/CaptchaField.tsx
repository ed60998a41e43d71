'use client';
// The forms' captcha (libs/domain leads/captcha.ts). Without JavaScript the
// server's HTML asks for a few characters, shown as spaced text so a screen
// reader spells them. With JavaScript the browser solves a proof of work as
// soon as the visitor starts on the form, announces it politely, and the
// characters disappear: nobody has anything to do (WCAG 2.2 3.3.8).
import { type CaptchaChallengeDto, encodeCaptchaAnswer, spacedCaptchaCharacters } from '@immo/domain';
import { useCallback, useContext, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { CAPTCHA_ANSWER_FIELD, CAPTCHA_TEXT_FIELD, CAPTCHA_TOKEN_FIELD } from '@/lib/forms/captcha-answer';
import { CHARACTERS_PLACEHOLDER, type CaptchaTexts } from '@/lib/forms/captcha-texts';
import { FormKitContext, useKitField } from '../form-kit-context';
import forms from '../Forms.module.css';
import styles from './CaptchaField.module.css';
import { solveCaptcha } from './solve-pow';

/** A challenge this close to its expiry is replaced before solving: the visitor may still take a while. */
const EXPIRY_MARGIN_MS = 5 * 60 * 1000;

type Status = 'idle' | 'working' | 'done' | 'failed';

export interface CaptchaFieldProps {
  /** From loadCaptchaChallenge on the server; null: the browser fetches one (and without JavaScript the form cannot pass). */
  challenge: CaptchaChallengeDto | null;
  texts: CaptchaTexts;
  /** The solved answer, for forms that keep it in their own state (react-hook-form's setValue). */
  onAnswer?: (answer: string) => void;
  /** The refusal to show ('The entered characters are not valid'); inside FormShell the kit's error is used when this is absent. */
  error?: string;
}

const noSubscription = () => () => undefined;

/** True once this runs in the browser: the server's HTML (and a browser without JavaScript) keeps the typed challenge. */
function useScripted(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

function usable(challenge: CaptchaChallengeDto | null): challenge is CaptchaChallengeDto {
  return challenge !== null && Date.parse(challenge.expiresAt) - Date.now() > EXPIRY_MARGIN_MS;
}

async function freshChallenge(): Promise<CaptchaChallengeDto | null> {
  const response = await fetch('/api/forms/captcha', { cache: 'no-store', headers: { accept: 'application/json' } }).catch(() => null);
  return response?.ok ? ((await response.json()) as CaptchaChallengeDto) : null;
}

export function CaptchaField(props: CaptchaFieldProps) {
  return useContext(FormKitContext) ? <KitCaptchaField {...props} /> : <CaptchaCore {...props} inputId={undefined} />;
}

/** Inside FormShell: the kit's error (CAPTCHA_INVALID lands on `captcha`) and the summary's link to the field. */
function KitCaptchaField(props: CaptchaFieldProps) {
  const field = useKitField(CAPTCHA_ANSWER_FIELD, props.texts.label);
  return <CaptchaCore {...props} error={props.error ?? field.error} inputId={field.id} />;
}

function CaptchaCore({ challenge: initialChallenge, texts, onAnswer, error, inputId }: CaptchaFieldProps & { inputId: string | undefined }) {
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
      const solved = current ? await solveCaptcha(current, controller.signal).catch(() => null) : null;
      if (controller.signal.aborted) return null;
      setStatus(solved ? 'done' : 'failed');
      setAnswer(solved);
      if (solved) onAnswerRef.current?.(solved);
      return solved;
    })();
    run.current = { promise, controller };
    return promise;
  }, []);

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
      const token = challengeRef.current?.typed.token;
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
    run.current?.controller.abort();
    run.current = null;
    challengeRef.current = null;
    setAnswer(null);
    if (textRef.current) textRef.current.value = '';
    void start();
  }, [attempt, start]);

  useEffect(() => () => run.current?.controller.abort(), []);

  const [before = '', after = ''] = texts.characters.split(CHARACTERS_PLACEHOLDER);
  const statusText = status === 'working' ? texts.working : status === 'done' ? texts.done : status === 'failed' && challenge ? texts.failed : '';
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <fieldset
      ref={rootRef}
      id={answer ? textId : undefined}
      tabIndex={answer ? -1 : undefined}
      className={`${forms.group} ${error ? forms.invalid : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={forms.label}>{texts.legend}</legend>
      {/* Read out, not shown, while it works: a line appearing above Send moved the button between press and release. */}
      <p className={status === 'failed' ? styles.status : 'visually-hidden'} role="status" aria-live="polite">
        {statusText}
      </p>
      {answer ? (
        <input type="hidden" name={CAPTCHA_ANSWER_FIELD} value={answer} />
      ) : challenge && showTyped ? (
        <div className={styles.typed}>
          <p className={styles.characters}>
            {before}
            <span className={styles.code}>
              {spacedCaptchaCharacters(challenge.typed.characters)}
            </span>
            {after}
          </p>
          <input type="hidden" name={CAPTCHA_TOKEN_FIELD} value={challenge.typed.token} />
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
      ) : !challenge && showTyped ? (
        <p className={styles.characters}>{texts.unavailable}</p>
      ) : null}
      {error ? (
        <p className={forms.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
