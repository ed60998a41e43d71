// The mails the stack sent, read back from the test SMTP server the global
// setup started (tools/test-smtp; its HTTP API's address is E2E_SMTP_API).
import { expect } from '@playwright/test';

export interface SentMail {
  messageId: string | null;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string | null; contentType: string; size: number; content?: string }[];
}

function api(): string {
  const url = process.env.E2E_SMTP_API;
  if (!url)
    throw new Error('E2E_SMTP_API is not set: run through the Playwright global setup (tools/e2e/global-setup.mjs)');
  return url;
}

/** Every mail received so far to an address (the agency's, or a visitor's unique test address). */
export async function mailsTo(address: string): Promise<SentMail[]> {
  const response = await fetch(`${api()}/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`test SMTP answered ${response.status}`);
  return (await response.json()) as SentMail[];
}

/**
 * Waits until a mail to `address` matching `match` arrives (the worker sends
 * within seconds of the submission), and returns it.
 */
export async function waitForMail(
  address: string,
  match: (mail: SentMail) => boolean = () => true,
  timeoutMs = 30_000,
): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find(match);
        return found !== undefined;
      },
      { timeout: timeoutMs, intervals: [250, 500, 1000], message: `a mail to ${address}` },
    )
    .toBe(true);
  return found as SentMail;
}

/** A fresh visitor address per test, so parallel or repeated runs never read each other's mails. */
export function visitorAddress(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@visitor.test`;
}
