// Solves the captcha's proof of work off the main thread, so typing in the
// form never stutters while a slow phone hashes (CSP: worker-src 'self' blob:).
import { type CaptchaChallengeDto, solvePow } from '@immo/domain';

export type PowWorkerRequest = Pick<CaptchaChallengeDto['pow'], 'challenge' | 'salt' | 'maxNumber'>;
export interface PowWorkerAnswer {
  number: number | null;
}

self.onmessage = (event: MessageEvent<PowWorkerRequest>) => {
  void solvePow(event.data).then((number) => {
    const answer: PowWorkerAnswer = { number };
    self.postMessage(answer);
  });
};
