import { decodeCaptchaAnswer } from '@immo/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { type BffEnv, ENV } from '../config/env';
import { checkCaptchaAnswer } from './captcha-crypto';
import { CaptchaSpentEntity } from './captcha-spent.entity';

/** Expired rows are deleted at most this often, by whichever verification comes first. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Whether an envelope's `captcha` string may pass: signed by us, not expired,
 * right (the hash found, or the characters typed), and never used before.
 * The spending is one INSERT against a primary key, so two simultaneous
 * submissions of one answer pass once, whichever BFF instance gets them.
 */
@Injectable()
export class CaptchaVerifier {
  private readonly logger = new Logger(CaptchaVerifier.name);
  private lastPrune = 0;

  constructor(
    @InjectRepository(CaptchaSpentEntity) private readonly spent: Repository<CaptchaSpentEntity>,
    @Inject(ENV) private readonly env: BffEnv,
  ) {}

  /** With `manager`, the answer is spent inside that transaction (a concurrent use of it waits for the commit). */
  async verify(answer: string, manager?: EntityManager, now: Date = new Date()): Promise<boolean> {
    const decoded = decodeCaptchaAnswer(answer);
    const checked = decoded === null ? null : checkCaptchaAnswer(decoded, this.env.CAPTCHA_HMAC_KEY, now);
    if (checked === null) return false;
    const inserted = (await (manager ?? this.spent.manager).query(`INSERT INTO captcha_spent (hash, expires_at) VALUES ($1, $2) ON CONFLICT (hash) DO NOTHING RETURNING hash`, [
      checked.spentKey,
      checked.expiresAt,
    ])) as unknown[];
    await this.pruneNowAndThen(now);
    return inserted.length > 0;
  }

  private async pruneNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    // A failed prune only keeps rows a little longer; the answer stands.
    await this.spent.query(`DELETE FROM captcha_spent WHERE expires_at < $1`, [now]).catch((error: unknown) => {
      this.logger.warn(`Pruning spent captcha answers failed: ${String(error)}`);
    });
  }
}
