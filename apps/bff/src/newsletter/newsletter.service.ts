import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The newsletter's own page to leave it by typing one's address. */
@Injectable()
export class NewsletterService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Deletes every sign-up of the address, confirmed or not. The caller
   * answers the same whether there was one: the page must not tell anyone
   * who is subscribed.
   */
  async unsubscribeAddress(email: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM newsletter_subscriptions WHERE email = $1`, [email]);
  }
}
