/** What the mailer sends for one outbox row (the row itself gives To, Reply-To and Message-ID). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; path?: string; content?: string | Buffer; contentType?: string }[];
  /** Nodemailer's calendar alternative: mail programs show it as an invitation. */
  icalEvent?: { method: 'PUBLISH' | 'REQUEST' | 'CANCEL'; content: string; filename: string };
  headers?: Record<string, string>;
}

/** RFC 2369 and RFC 8058: the mail program's own 'Unsubscribe' button, one POST, no page to visit. */
export function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
