// The repository's test SMTP server (tools/test-smtp/test-smtp.cjs), loaded at
// run time: tools/ is no workspace package, so an import would cross the
// projects' boundaries. The BFF's tests describe the same API in full
// (apps/bff/test/support/test-smtp.ts); this is what the worker's use.
import { createRequire } from 'node:module';
import path from 'node:path';

export interface ReceivedMail {
  messageId: string | null;
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  envelope: { from: string; to: string[] };
}

export interface TestSmtp {
  smtpUrl: string;
  httpUrl: string;
  messages(): ReceivedMail[];
  clear(): void;
  setMode(mode: 'accept' | 'refuse' | 'drop', settings?: { code?: number; delayMs?: number }): void;
  waitFor(predicate: (messages: readonly ReceivedMail[]) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const load = createRequire(__filename);

export function startSmtp(): Promise<TestSmtp> {
  return (
    load(path.resolve(__dirname, '../../../../tools/test-smtp/test-smtp.cjs')) as { start: () => Promise<TestSmtp> }
  ).start();
}
