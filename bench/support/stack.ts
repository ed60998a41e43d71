// The throwaway servers the end-to-end benchmarks (bench:forms, faults) start
// around the real apps: a redis-server of their own, the test SMTP server as a
// child process, and the captcha answers a visitor's browser would compute.
import { type CaptchaChallengeDto, encodeCaptchaAnswer } from '@immo/domain';
import { INTERNAL_TOKEN_HEADER } from '@immo/platform';
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A redis-server of the bench's own, without persistence: killing it loses its data, as a crashed Redis without AOF. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const ready = await new Promise<boolean>((resolve) => {
      const probe = spawn('redis-cli', ['-p', String(port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      probe.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      probe.on('exit', () => resolve(out.includes('PONG')));
    });
    if (ready) return child;
    await sleep(100);
  }
  child.kill();
  throw new Error(`redis-server did not start on ${port}`);
}

export async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

export interface Smtp {
  child: ChildProcess;
  smtpUrl: string;
  httpUrl: string;
}

/** tools/test-smtp in a child process: its HTTP API switches it between accepting and refusing. */
export async function startSmtp(): Promise<Smtp> {
  const child = spawn(process.execPath, [path.join(ROOT, 'tools/test-smtp/test-smtp.cjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
    });
    child.once('exit', (code) => reject(new Error(`test SMTP exited with ${code}`)));
  });
  const { smtpUrl, httpUrl } = JSON.parse(line) as { smtpUrl: string; httpUrl: string };
  return { child, smtpUrl, httpUrl };
}

export async function setSmtpMode(smtp: Smtp, mode: 'accept' | 'refuse'): Promise<void> {
  const response = await fetch(`${smtp.httpUrl}/mode`, { method: 'POST', body: JSON.stringify({ mode }) });
  if (!response.ok) throw new Error(`test SMTP mode ${mode}: ${response.status}`);
}

export interface ReceivedMail {
  messageId: string | null;
  receivedAt: string;
}

export async function receivedMails(smtp: Smtp): Promise<ReceivedMail[]> {
  return (await (await fetch(`${smtp.httpUrl}/messages`)).json()) as ReceivedMail[];
}

/**
 * The answer the page's solver (the domain's solvePow) finds, by the same
 * search with Node's synchronous hash: the browser's asynchronous digest
 * costs a thread-pool round trip per try, minutes for a bench's thousands.
 */
function solvePowSync(pow: CaptchaChallengeDto['pow']): number | null {
  for (let number = 0; number <= pow.maxNumber; number += 1) {
    if (createHash('sha256').update(`${pow.salt}${number}`).digest('hex') === pow.challenge) return number;
  }
  return null;
}

/** One captcha answer as the page's script computes it (the bench's BFF lifts the per-network challenge budget, CAPTCHA_CHALLENGES_PER_MINUTE). */
export async function solvedCaptcha(bff: string, internalToken: string): Promise<string> {
  const response = await fetch(`${bff}/api/forms/captcha`, { headers: { [INTERNAL_TOKEN_HEADER]: internalToken } });
  if (!response.ok) throw new Error(`GET /api/forms/captcha: ${response.status}`);
  const { pow } = (await response.json()) as CaptchaChallengeDto;
  const number = solvePowSync(pow);
  if (number === null) throw new Error('A challenge without a solution');
  return encodeCaptchaAnswer({ kind: 'pow', salt: pow.salt, number, signature: pow.signature });
}

export async function solvedCaptchas(bff: string, internalToken: string, count: number): Promise<string[]> {
  const answers: string[] = [];
  while (answers.length < count) answers.push(await solvedCaptcha(bff, internalToken));
  return answers;
}
