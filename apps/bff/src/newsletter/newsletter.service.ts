import { budgetNetwork, isLocale, UNSUBSCRIBE_LINKS_PER_ADDRESS_PER_DAY } from '@immo/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { lockUnsubscribeLinkRequests, newsletterSignUpOf, unsubscribeLinksSentToday } from '@immo/db';
import { type BffEnv, ENV } from '../config/env';
import { unsubscribeUrl } from '../demands/subscription-links';
import { MailEnqueuer } from '../leads/mail-enqueuer';
import { OutboxWriter } from '../leads/outbox-writer';

/**
 * The newsletter's page to leave it without the mail's link: typing an
 * address ends nothing (anyone could type anyone's), it mails that address
 * its unsubscribe link (the RFC 8058 one, signed), so only the subscriber
 * can use it. At most UNSUBSCRIBE_LINKS_PER_ADDRESS_PER_DAY to one address,
 * and the typist's network spends its confirmation budget like a form.
 */
@Injectable()
export class NewsletterService {
  private readonly logger = new Logger(NewsletterService.name);

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: BffEnv,
    private readonly outbox: OutboxWriter,
    private readonly enqueuer: MailEnqueuer,
  ) {}

  /**
   * Mails the address its link when it has a sign-up, after the answer:
   * the caller answers the same, as fast, whether it has one, so the page
   * tells nobody who is subscribed.
   */
  requestUnsubscribeLink(email: string, clientIp: string): void {
    void this.mailLink(email.trim().toLowerCase(), budgetNetwork(clientIp)).catch((error: unknown) =>
      this.logger.error(
        `An unsubscribe link could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }

  private async mailLink(email: string, network: string): Promise<void> {
    const ids = await this.dataSource.transaction(async (manager) => {
      // One request of an address at a time, so two cannot both pass the count.
      await lockUnsubscribeLinkRequests(manager, email);
      const signUp = await newsletterSignUpOf(manager, email);
      if (!signUp) return [];
      if ((await unsubscribeLinksSentToday(manager, email)) >= UNSUBSCRIBE_LINKS_PER_ADDRESS_PER_DAY) return [];
      return this.outbox.add(manager, [
        {
          template: 'unsubscribe-link',
          locale: isLocale(signUp.locale) ? signUp.locale : this.env.DEFAULT_LOCALE,
          to: email,
          data: {
            unsubscribeUrl: unsubscribeUrl(
              this.env.SITE_URL,
              { kind: 'newsletter', id: signUp.id },
              this.env.SUBSCRIPTION_TOKEN_SECRET,
            ),
          },
          budgetNetwork: network,
        },
      ]);
    });
    await this.enqueuer.enqueue(ids);
  }
}
