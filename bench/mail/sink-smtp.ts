// A mail sink for bench:mail, in a process of its own: accepts (or refuses)
// every message and keeps only its Message-ID and arrival time. The test SMTP
// server (tools/test-smtp) parses each message whole and would itself be the
// bottleneck at hundreds of mails a second on this machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Received {
  messageId: string;
  at: number;
}

const received: Received[] = [];
let mode: 'accept' | 'refuse' = 'accept';
const delayMs = Number(process.env['SINK_DELAY_MS'] ?? 0);

/** The Message-ID header of a message's first bytes (headers come first; nodemailer writes it early). */
function messageIdOf(head: string): string {
  return /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? '';
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  closeTimeout: 500,
  size: 30 * 1024 * 1024,
  onMailFrom(_address, _session, callback) {
    if (mode === 'refuse') {
      const error = new Error('Service not available, try later') as Error & { responseCode: number };
      error.responseCode = 451;
      return callback(error);
    }
    callback();
  },
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 16_384) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      received.push({ messageId: messageIdOf(head), at: Date.now() });
      if (delayMs > 0) setTimeout(callback, delayMs);
      else callback();
    });
  },
});

const api = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://sink');
  if (request.method === 'GET' && url.pathname === '/received') {
    const from = Number(url.searchParams.get('from') ?? 0);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received.slice(from)));
    return;
  }
  if (request.method === 'POST' && url.pathname === '/mode') {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      mode = (JSON.parse(body) as { mode: 'accept' | 'refuse' }).mode;
      response.writeHead(200).end(mode);
    });
    return;
  }
  response.writeHead(404).end();
});

smtp.listen(0, '127.0.0.1', () => {
  api.listen(0, '127.0.0.1', () => {
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const httpPort = (api.address() as AddressInfo).port;
    process.stdout.write(
      `${JSON.stringify({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, httpUrl: `http://127.0.0.1:${httpPort}` })}\n`,
    );
  });
});
