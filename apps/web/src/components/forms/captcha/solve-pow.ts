// The proof of work, solved in a Web Worker when the browser can start one,
// else on the main thread in small chunks (solvePow yields to the event loop)
// so the page keeps answering while it works.
import { type CaptchaChallengeDto, encodeCaptchaAnswer, solvePow } from '@immo/domain';
import type { PowWorkerAnswer } from './pow.worker';

/** Hashes between two yields on the main thread: a few milliseconds of work each. */
const MAIN_THREAD_CHUNK = 200;

function solveInWorker(pow: CaptchaChallengeDto['pow'], signal: AbortSignal): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      resolve(null);
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<PowWorkerAnswer>) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      resolve(event.data.number);
    };
    worker.onerror = (event) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(event.message || 'captcha worker failed'));
    };
    worker.postMessage({ challenge: pow.challenge, salt: pow.salt, maxNumber: pow.maxNumber });
  });
}

/** The envelope's `captcha` string for this challenge, or null when stopped or unsolvable. */
export async function solveCaptcha(challenge: CaptchaChallengeDto, signal: AbortSignal): Promise<string | null> {
  let number: number | null;
  try {
    number = await solveInWorker(challenge.pow, signal);
  } catch {
    // No worker (blocked by a policy, an old browser): the same search here, in chunks.
    number = await solvePow(challenge.pow, { signal, yieldEvery: MAIN_THREAD_CHUNK });
  }
  if (number === null) return null;
  return encodeCaptchaAnswer({ kind: 'pow', salt: challenge.pow.salt, number, signature: challenge.pow.signature });
}
