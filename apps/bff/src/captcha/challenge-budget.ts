import { budgetNetwork } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { RATE_LIMIT_WINDOW_MS } from '../common/public-throttler';
import { type BffEnv, ENV } from '../config/env';
import { LeadException } from '../leads/lead.exception';

/**
 * Challenges per network and minute (CAPTCHA_CHALLENGES_PER_MINUTE, 30 by
 * default): every challenge is at most one lead, so this is what one network
 * can send, however fast it solves. Counted for the browser's own fetch and
 * for the form pages the web renders for it alike: the web's internal token
 * lifts the general per-minute limit, but here the client it forwards is
 * counted, as the relay names it (X-Forwarded-For, trusted from the web).
 * In the public throttler's storage: shared by the BFFs in Redis, per
 * instance while Redis is away.
 */
@Injectable()
export class ChallengeBudget {
  constructor(
    private readonly storage: ThrottlerStorage,
    @Inject(ENV) private readonly env: BffEnv,
  ) {}

  /** Spends one challenge of the client's network; 429 RATE_LIMITED with Retry-After when none is left. */
  async spend(ip: string): Promise<void> {
    const limit = this.env.CAPTCHA_CHALLENGES_PER_MINUTE;
    const record = await this.storage.increment(
      `captcha-challenges:${budgetNetwork(ip)}`,
      RATE_LIMIT_WINDOW_MS,
      limit,
      0,
      'captcha-challenges',
    );
    if (record.isBlocked)
      throw LeadException.rateLimited(
        record.timeToBlockExpire,
        `At most ${limit} captcha challenges a minute per network.`,
      );
  }
}
