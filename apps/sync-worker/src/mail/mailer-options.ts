import type { MailerOptions } from '@nestjs-modules/mailer';
import path from 'node:path';
import type { WorkerEnv } from '../config/env';

export type { default as SMTPTransport } from 'nodemailer/lib/smtp-transport';

/** Where development keeps the mails it cannot send (no SMTP_URL): the repository's var/mail/. */
export const EML_DIR = path.resolve(__dirname, '../../../../var/mail');

/**
 * nodemailer over SMTP_URL, with timeouts in seconds rather than its
 * default minutes: a server that does not answer fails the attempt, and the
 * outbox retries it later. Pooled: a connection (its TCP and TLS handshake,
 * EHLO and login) serves mail after mail instead of one each, which is what
 * held the worker at 37 mails a second (issue 27). No SMTP_URL (development,
 * tests that send nothing): the stream transport, whose output MailTransport
 * writes to disk.
 */
export function mailerOptions(env: Pick<WorkerEnv, 'SMTP_URL' | 'MAIL_SMTP_POOL_SIZE'>): MailerOptions {
  const transport =
    env.SMTP_URL === undefined
      ? { streamTransport: true, buffer: true, newline: 'windows' as const }
      : {
          url: env.SMTP_URL,
          pool: true,
          maxConnections: env.MAIL_SMTP_POOL_SIZE,
          // A connection the server closes (idle timeout, refusal) is replaced by the pool.
          maxMessages: Infinity,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
          disableFileAccess: false,
        };
  return { transport, sendTimeout: 60_000 };
}
