import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { RATE_LIMIT_WINDOW_MS } from '../common/public-throttler';
import { type BffEnv, ENV } from '../config/env';
import { LeadException } from './lead.exception';

/**
 * Form submissions per client network and minute (FORM_SUBMISSIONS_PER_MINUTE),
 * all kinds together, in the public throttler's storage (shared by the BFF
 * instances in Redis; per instance while Redis is away, so a lead is still
 * taken without Redis): far below the
 * catalogue's limit, since a person sends a form or two, not hundreds. Unlike
 * the public limit it does not spare the web server's own calls: the no-JS
 * forms reach the BFF through it, with the visitor's address forwarded.
 */
@Injectable()
export class FormClientLimit {
  constructor(
    private readonly storage: ThrottlerStorage,
    @Inject(ENV) private readonly env: BffEnv,
  ) {}

  async spend(clientNetwork: string): Promise<void> {
    const limit = this.env.FORM_SUBMISSIONS_PER_MINUTE;
    const record = await this.storage.increment(`forms:${clientNetwork}`, RATE_LIMIT_WINDOW_MS, limit, 0, 'forms');
    if (record.isBlocked)
      throw LeadException.rateLimited(record.timeToBlockExpire, `At most ${limit} form submissions a minute.`);
  }
}
