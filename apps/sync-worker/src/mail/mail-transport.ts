import { MailerService } from '@nestjs-modules/mailer';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SMTPTransport } from './mailer-options';
import { ENV, type WorkerEnv } from '../config/env';
import { EML_DIR } from './mailer-options';
import { mailSender } from './mail-sender';
import type { RenderedMail } from './templates/render-mail';

/** One message ready to leave: addresses from the outbox row, content from its template. */
export interface OutgoingMail extends RenderedMail {
  to: string;
  replyTo: string | null;
  /** The row's Message-ID, the same on every attempt. */
  messageId: string;
  /** The agency's name (site settings): the sender people see, at MAIL_FROM's address. */
  senderName?: string;
}

/**
 * Hands a message to @nestjs-modules/mailer: over SMTP_URL, or, when no SMTP
 * server is configured outside production, into an .eml file under var/mail/
 * that any mail program opens (docs/decisions.md, "Real parts").
 */
@Injectable()
export class MailTransport {
  private readonly logger = new Logger(MailTransport.name);

  constructor(
    private readonly mailer: MailerService,
    @Inject(ENV) private readonly env: WorkerEnv,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const info = (await this.mailer.sendMail({
      from: mailSender(this.env.MAIL_FROM, mail.senderName),
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      ...(mail.html !== undefined ? { html: mail.html } : {}),
      ...(mail.attachments ? { attachments: mail.attachments } : {}),
      ...(mail.icalEvent ? { icalEvent: mail.icalEvent } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
      messageId: mail.messageId,
    })) as SMTPTransport.SentMessageInfo & { message?: Buffer };
    if (this.env.SMTP_URL === undefined && info.message) await this.writeEml(mail.messageId, info.message);
  }

  private async writeEml(messageId: string, message: Buffer): Promise<void> {
    await mkdir(EML_DIR, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^\w.@-]/g, '')}.eml`;
    const file = path.join(EML_DIR, name);
    await writeFile(file, message);
    this.logger.log(`No SMTP_URL: mail written to ${path.relative(process.cwd(), file)}`);
  }
}
