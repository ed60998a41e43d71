import {
  MAIL_OUTBOX_PAGE_SIZE,
  mailLaneBacklog,
  type MailLanes,
  type MailDayStateCount,
  type MailOutboxItem,
  type MailOutboxMessage,
  type MailOutboxPage,
  type MailOutboxQuery,
  type MailTotals,
  mailTotalsByDay,
  MAIL_TOTALS_DAYS,
  STATISTICS_TIME_ZONE,
  statisticsDayOf,
} from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MailOutboxEntity, outboxBacklogByTemplate } from '@immo/db';
import { escapeLike } from '../search/search-sql';
import { MailOutboxException, MailOutboxExceptionCode } from './mail-outbox.exception';

/** The outbox as operators read it: by state, newest first, and its totals per day. */
@Injectable()
export class MailOutboxService {
  constructor(@InjectRepository(MailOutboxEntity) private readonly outbox: Repository<MailOutboxEntity>) {}

  async list(query: MailOutboxQuery): Promise<MailOutboxPage> {
    const builder = this.outbox
      .createQueryBuilder('mail')
      .orderBy('mail.createdAt', 'DESC')
      .addOrderBy('mail.id', 'DESC');
    if (query.state) builder.andWhere('mail.state = :state', { state: query.state });
    if (query.q) builder.andWhere(`mail.toAddress ILIKE :q`, { q: `%${escapeLike(query.q)}%` });
    const [rows, total] = await builder
      .skip((query.page - 1) * MAIL_OUTBOX_PAGE_SIZE)
      .take(MAIL_OUTBOX_PAGE_SIZE)
      .getManyAndCount();
    return { page: query.page, pageSize: MAIL_OUTBOX_PAGE_SIZE, total, items: rows.map(toItem) };
  }

  /** One message with the subject, HTML and text the worker last wrote for it. */
  async message(id: string): Promise<MailOutboxMessage> {
    const row = await this.outbox
      .createQueryBuilder('mail')
      .addSelect(['mail.sentHtml', 'mail.sentText'])
      .where('mail.id = :id', { id })
      .getOne();
    if (!row) throw new MailOutboxException(`No message ${id}`, MailOutboxExceptionCode.notFound);
    return { ...toItem(row), html: row.sentHtml ?? null, text: row.sentText ?? null };
  }

  /** Each lane's mails not sent yet and the age of its oldest waiting one, most urgent first. */
  async lanes(now = new Date()): Promise<MailLanes> {
    return { lanes: mailLaneBacklog(await outboxBacklogByTemplate(this.outbox.manager), now) };
  }

  /**
   * Messages written on each of the last days (Brussels calendar days, today
   * included), by the state they are in now: a day's "dead" is what of that
   * day's mail still waits for an operator.
   */
  async totals(now = new Date()): Promise<MailTotals> {
    const today = statisticsDayOf(now);
    const rows = (await this.outbox.query(
      `SELECT to_char(created_at AT TIME ZONE $2, 'YYYY-MM-DD') AS day, state, count(*)::int AS count
       FROM mail_outbox
       WHERE created_at >= (($1::date - $3::int)::timestamp AT TIME ZONE $2)
       GROUP BY 1, 2`,
      [today, STATISTICS_TIME_ZONE, MAIL_TOTALS_DAYS - 1],
    )) as MailDayStateCount[];
    return { days: mailTotalsByDay(rows, today) };
  }
}

export function toItem(row: MailOutboxEntity): MailOutboxItem {
  return {
    id: row.id,
    to: row.toAddress,
    template: row.template,
    subject: row.sentSubject,
    locale: row.locale,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    messageId: row.messageId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    resentFrom: row.resentFrom,
  };
}
