import { decodeCaptchaAnswer } from '@immo/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type BffEnv, ENV } from '../config/env';
import { type CheckedCaptcha, checkCaptchaAnswer } from './captcha-crypto';
import { CaptchaSpentEntity, deleteExpiredCaptchaAnswers } from '@immo/db';

/** Expired rows are deleted at most this often, by whichever verification comes first. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Whether an envelope's `captcha` string may pass: signed by us, not expired,
 * right (the hash found, or the characters typed), and never used before.
 */
@Injectable()
export class CaptchaVerifier {
  private readonly logger = new Logger(CaptchaVerifier.name);
  private lastPrune = 0;

  constructor(
    @InjectRepository(CaptchaSpentEntity) private readonly spent: Repository<CaptchaSpentEntity>,
    @Inject(ENV) private readonly env: BffEnv,
  ) {}

  /**
   * The answer's single-use record when it is ours, unexpired and right; null
   * when not. No query: the lead that accepts it spends it, one row per answer
   * against captcha_spent's primary key, in the lead's own statement
   * (LeadRecorder, record_lead), so a second use from any BFF instance fails.
   */
  check(answer: string, now: Date = new Date()): CheckedCaptcha | null {
    const decoded = decodeCaptchaAnswer(answer);
    const checked =
      decoded === null
        ? null
        : checkCaptchaAnswer(
            decoded,
            { hmacKey: this.env.CAPTCHA_HMAC_KEY, maxNumber: this.env.CAPTCHA_MAX_NUMBER },
            now,
          );
    if (checked !== null) this.pruneNowAndThen(now);
    return checked;
  }

  /** A failed prune only keeps rows a little longer; nobody waits for it. */
  private pruneNowAndThen(now: Date): void {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    deleteExpiredCaptchaAnswers(this.spent.manager, now).catch((error: unknown) => {
      this.logger.warn(`Pruning spent captcha answers failed: ${String(error)}`);
    });
  }
}
