// The repository's test SMTP server (tools/test-smtp/test-smtp.cjs), loaded
// at run time with its types written here: tools/ is no workspace package,
// so an import would cross the projects' boundaries (enforce-module-boundaries).
import { createRequire } from 'node:module';
import path from 'node:path';

export type TestSmtpMode = 'accept' | 'refuse' | 'drop';

export interface ReceivedMail {
  messageId: string | null;
  from: string;
  to: string;
  cc: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** Lower-cased header names; values unfolded, repeated headers joined by newlines. */
  headers: Record<string, string>;
  attachments: { filename: string | null; contentType: string; size: number; content?: string }[];
  /** Who the server was asked to deliver to (Bcc included). */
  envelope: { from: string; to: string[] };
  receivedAt: string;
  raw: string;
}

export interface TestSmtp {
  smtpPort: number;
  httpPort: number;
  smtpUrl: string;
  httpUrl: string;
  messages(): ReceivedMail[];
  clear(): void;
  /** refuse: MAIL FROM answered `code` (451 by default); drop: connections closed; delayMs: the server sits on each message. */
  setMode(mode: TestSmtpMode, settings?: { code?: number; delayMs?: number }): void;
  waitFor(predicate: (messages: readonly ReceivedMail[]) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const load = createRequire(__filename);
const MODULE_PATH = path.resolve(__dirname, '../../../../tools/test-smtp/test-smtp.cjs');

/** A real SMTP server on a free port, keeping what it receives in memory. */
export function startSmtp(options: { smtpPort?: number; httpPort?: number } = {}): Promise<TestSmtp> {
  return (load(MODULE_PATH) as { start: (options: object) => Promise<TestSmtp> }).start(options);
}
