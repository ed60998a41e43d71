// The captcha challenge a form page renders with (server components only):
// without JavaScript the typed characters must be in the HTML itself. Never
// cached: a challenge works once, so two visitors must never share one.
import { type CaptchaChallengeDto, INTERNAL_TOKEN_HEADER } from '@immo/domain';
import { webEnv } from '@/config/env';

/** A page waits this long at most; past it the field fetches its own challenge in the browser. */
const CHALLENGE_TIMEOUT_MS = 3_000;

/** A fresh challenge, or null when the BFF cannot give one (the page still renders; see CaptchaField). */
export async function loadCaptchaChallenge(): Promise<CaptchaChallengeDto | null> {
  const { BFF_URL, INTERNAL_API_TOKEN } = webEnv();
  try {
    const response = await fetch(`${BFF_URL}/api/forms/captcha`, {
      cache: 'no-store',
      // The web server renders for every visitor from one address: its own calls are not rate limited.
      headers: { accept: 'application/json', [INTERNAL_TOKEN_HEADER]: INTERNAL_API_TOKEN },
      signal: AbortSignal.timeout(CHALLENGE_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    return (await response.json()) as CaptchaChallengeDto;
  } catch (error) {
    console.error('[web] captcha challenge not loaded:', error instanceof Error ? error.message : error);
    return null;
  }
}
