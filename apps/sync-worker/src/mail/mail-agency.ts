import { agencyContact } from '@immo/db';
import type { TMailAgency } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ENV, type WorkerEnv } from '../config/env';

/** Long enough to spare a query per mail, short enough that an edited phone number shows within minutes. */
const REFRESH_MS = 5 * 60_000;

/**
 * The agency every mail is signed with when its row names none: the site
 * settings' name, e-mail and phone, and SITE_URL. Read again every few
 * minutes; a row the seed never wrote leaves the mails unsigned, not unsent.
 */
@Injectable()
export class MailAgency {
  private cached: { agency: TMailAgency | undefined; at: number } | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async current(now = Date.now()): Promise<TMailAgency | undefined> {
    if (this.cached && now - this.cached.at < REFRESH_MS) return this.cached.agency;
    const row = await agencyContact(this.dataSource);
    const agency = row?.name.trim()
      ? {
          name: row.name,
          siteUrl: this.env.SITE_URL,
          ...(row.email ? { email: row.email } : {}),
          ...(row.phone ? { phone: row.phone } : {}),
        }
      : undefined;
    this.cached = { agency, at: now };
    return agency;
  }
}
