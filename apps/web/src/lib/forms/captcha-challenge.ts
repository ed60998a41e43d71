// The captcha challenge a form page renders with (server components only):
// without JavaScript its picture and spoken clip must be in the HTML itself.
// Never cached: a challenge works once, so two visitors must never share one.
// Each is minted for the visitor, named to the BFF as the /api relay names
// them, so page renders spend the visitor's own challenge budget (30 a minute
// per network), not an unlimited one of the web server's.
import { INTERNAL_TOKEN_HEADER } from '@immo/platform';
import { headers } from 'next/headers';
import { webEnv } from '@/config/env';
import { budgetSpent, type PageCaptcha } from './page-captcha';
import { visitorAddress } from './visitor-address';

/** A page waits this long at most; past it the field fetches its own challenge in the browser. */
const CHALLENGE_TIMEOUT_MS = 3_000;

/** A fresh challenge; the budget spent (the page still renders, the field says how long to wait); null when the BFF cannot give one. */
export async function loadCaptchaChallenge(): Promise<PageCaptcha> {
  const { BFF_URL, INTERNAL_API_TOKEN } = webEnv();
  const visitor = visitorAddress(await headers());
  try {
    const response = await fetch(`${BFF_URL}/api/forms/captcha`, {
      cache: 'no-store',
      headers: {
        accept: 'application/json',
        // The token lifts the general per-minute limit of the web's own calls; the challenge budget counts the visitor named here.
        [INTERNAL_TOKEN_HEADER]: INTERNAL_API_TOKEN,
        ...(visitor ? { 'x-forwarded-for': visitor } : {}),
      },
      signal: AbortSignal.timeout(CHALLENGE_TIMEOUT_MS),
    });
    if (response.status === 429) return budgetSpent(response.headers.get('retry-after'));
    if (!response.ok) return null;
    return (await response.json()) as PageCaptcha;
  } catch (error) {
    console.error('[web] captcha challenge not loaded:', error instanceof Error ? error.message : error);
    return null;
  }
}
