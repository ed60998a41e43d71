import { decodeCaptchaAnswer } from '@immo/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { type BffEnv, ENV } from '../config/env';
import { type CheckedCaptcha, checkCaptchaAnswer } from './captcha-crypto';
import { CaptchaSpentEntity } from './captcha-spent.entity';

/** Expired rows are deleted at most this often, by whichever verification comes first. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Spends a checked answer ($1 its spentKey, $2 its expiry): one row per
 * answer against a primary key, so a second use, from any BFF instance,
 * inserts nothing. A form's lead spends its answer in record_lead instead
 * (LeadRecorder), with the same primary key.
 */
export const SPEND_CAPTCHA_SQL = `INSERT INTO captcha_spent (hash, expires_at) VALUES ($1, $2) ON CONFLICT (hash) DO NOTHING RETURNING hash`;

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
   * when not. No query: whoever accepts it spends it with SPEND_CAPTCHA_SQL.
   */
  check(answer: string, now: Date = new Date()): CheckedCaptcha | null {
    const decoded = decodeCaptchaAnswer(answer);
    const checked = decoded === null ? null : checkCaptchaAnswer(decoded, this.env.CAPTCHA_HMAC_KEY, now);
    if (checked !== null) this.pruneNowAndThen(now);
    return checked;
  }

  /** Checks and spends; with `manager`, inside that transaction (a concurrent use of the answer waits for the commit). */
  async verify(answer: string, manager?: EntityManager, now: Date = new Date()): Promise<boolean> {
    const checked = this.check(answer, now);
    if (checked === null) return false;
    const inserted = (await (manager ?? this.spent.manager).query(SPEND_CAPTCHA_SQL, [checked.spentKey, checked.expiresAt])) as unknown[];
    return inserted.length > 0;
  }

  /** A failed prune only keeps rows a little longer; nobody waits for it. */
  private pruneNowAndThen(now: Date): void {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    this.spent.query(`DELETE FROM captcha_spent WHERE expires_at < $1`, [now]).catch((error: unknown) => {
      this.logger.warn(`Pruning spent captcha answers failed: ${String(error)}`);
    });
  }
}
