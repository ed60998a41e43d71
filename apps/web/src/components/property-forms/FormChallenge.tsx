'use client';
// One captcha challenge for a form's CV and its captcha (the rent
// application): the BFF keeps a CV only under the challenge its form names,
// and gives it to the application whose answer is to that same challenge.
// With JavaScript the captcha field may fetch its own challenge, and after
// each answer of the BFF it would start on a new one, leaving the CV bound to
// no form; here it reports the one it has, and is mounted again on the same
// challenge until that one is refused or about to expire.
import type { CaptchaChallengeDto } from '@immo/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { CaptchaField } from '@/components/forms/captcha/CaptchaField';
import { useFormKit } from '@/components/forms/form-kit-context';
import { CAPTCHA_FIELD } from '@/lib/forms/form-answer';
import type { CaptchaTexts } from '@/lib/forms/captcha-texts';
import { budgetSpent, isCaptchaChallenge, type PageCaptcha } from '@/lib/forms/page-captcha';

/** As the captcha field's own margin: a challenge this close to its expiry is replaced before it is used. */
const EXPIRY_MARGIN_MS = 5 * 60 * 1000;

function usable(challenge: PageCaptcha): challenge is CaptchaChallengeDto {
  return isCaptchaChallenge(challenge) && Date.parse(challenge.expiresAt) - Date.now() > EXPIRY_MARGIN_MS;
}

async function fetchChallenge(): Promise<PageCaptcha> {
  const response = await fetch('/api/forms/captcha', {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  }).catch(() => null);
  if (response?.status === 429) return budgetSpent(response.headers.get('retry-after'));
  return response?.ok ? ((await response.json()) as PageCaptcha) : null;
}

interface FormChallengeValue {
  /** The challenge the captcha field answers now. */
  current: PageCaptcha;
  /** A usable challenge's token for an upload: the field's, or one fetched and given to the field; null when none can be had. */
  token: () => Promise<string | null>;
  /** Changes when the captcha field must start again from `current`. */
  generation: number;
  onChallenge: (challenge: PageCaptcha) => void;
}

const FormChallengeContext = createContext<FormChallengeValue | null>(null);

export function useFormChallenge(): FormChallengeValue {
  const value = useContext(FormChallengeContext);
  if (!value) throw new Error('inside <FormChallenge> only');
  return value;
}

/** Inside FormShell, around the fields: `initial` is the challenge the page rendered with (null in place). */
export function FormChallenge({ initial, children }: { initial: PageCaptcha; children: ReactNode }) {
  const { formState } = useFormContext();
  const captchaRefused = formState.errors[CAPTCHA_FIELD];
  const [current, setCurrent] = useState<PageCaptcha>(initial);
  const currentRef = useRef<PageCaptcha>(initial);
  const [generation, setGeneration] = useState(0);
  const fetching = useRef<Promise<string | null> | null>(null);

  const onChallenge = useCallback((challenge: PageCaptcha) => {
    currentRef.current = challenge;
    setCurrent(challenge);
  }, []);

  /** The captcha field starts again from `challenge` (null: it fetches one). */
  const replace = useCallback(
    (challenge: PageCaptcha) => {
      onChallenge(challenge);
      setGeneration((previous) => previous + 1);
    },
    [onChallenge],
  );

  const token = useCallback(async (): Promise<string | null> => {
    if (usable(currentRef.current)) return currentRef.current.token;
    fetching.current ??= fetchChallenge().then((fresh) => {
      fetching.current = null;
      replace(fresh);
      return isCaptchaChallenge(fresh) ? fresh.token : null;
    });
    return fetching.current;
  }, [replace]);

  // A refused answer (spent, expired) needs a new challenge; the CV field sends its file again under it.
  const handledRefusal = useRef(captchaRefused);
  useEffect(() => {
    if (captchaRefused === undefined || captchaRefused === handledRefusal.current) return;
    handledRefusal.current = captchaRefused;
    replace(null);
  }, [captchaRefused, replace]);

  const value = useMemo<FormChallengeValue>(
    () => ({ current, token, generation, onChallenge }),
    [current, token, generation, onChallenge],
  );
  return <FormChallengeContext.Provider value={value}>{children}</FormChallengeContext.Provider>;
}

/**
 * The captcha field on the form's challenge. Mounted again after each answer
 * of the BFF (the key holds the attempt), in the same render, so it never
 * starts on a challenge of its own: an answer that was not a stored lead
 * left its challenge unspent, and the CV sent under it stays the form's.
 */
export function FormChallengeCaptcha({ texts }: { texts: CaptchaTexts }) {
  const { attempt } = useFormKit();
  const { current, generation, onChallenge } = useFormChallenge();
  return <CaptchaField key={`${generation}:${attempt}`} challenge={current} onChallenge={onChallenge} texts={texts} />;
}
