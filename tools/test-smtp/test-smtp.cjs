// A real SMTP server for tests (jest and Playwright): it keeps what it
// receives in memory, parsed, and can be told to refuse or drop connections,
// so a test sees what a mail server really does to the worker's retries.
//
// From jest:   const smtp = await require('tools/test-smtp/test-smtp.cjs').start();
//              SMTP_URL = smtp.smtpUrl; … smtp.messages(); smtp.setMode('refuse'); await smtp.close();
// From a shell or Playwright's global setup:
//              node tools/test-smtp/test-smtp.cjs [--smtp-port 2525] [--http-port 2526]
//              prints one JSON line {smtpUrl, httpUrl, smtpPort, httpPort} and runs until killed.
// HTTP API (httpUrl): GET /messages → JSON list (optional ?to=address), DELETE /messages,
//              POST /mode {mode:'accept'|'refuse'|'drop', code?, delayMs?}, GET /mode.
'use strict';

const http = require('node:http');
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

/** What the server does with the next connections. */
const MODES = ['accept', 'refuse', 'drop'];

/** Header lines unfolded ("Name: value" → value), a repeated header's values joined by newlines. */
function headerRecord(headerLines) {
  const headers = {};
  for (const { key, line } of headerLines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    headers[key] = key in headers ? `${headers[key]}\n${value}` : value;
  }
  return headers;
}

function addressText(address) {
  if (!address) return '';
  return (Array.isArray(address) ? address : [address]).map((entry) => entry.text).join(', ');
}

async function toMessage(raw, envelope) {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true });
  return {
    messageId: parsed.messageId ?? null,
    from: addressText(parsed.from),
    to: addressText(parsed.to),
    cc: addressText(parsed.cc),
    replyTo: addressText(parsed.replyTo),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers: headerRecord(parsed.headerLines),
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? null,
      contentType: attachment.contentType,
      size: attachment.size,
      // Text parts (an .ics, a .txt) in full, so a test can read a calendar event.
      ...(attachment.contentType.startsWith('text/') ? { content: attachment.content.toString('utf8') } : {}),
    })),
    /** The SMTP envelope: who the server was asked to deliver to, Bcc included. */
    envelope,
    receivedAt: new Date().toISOString(),
    raw: raw.toString('utf8'),
  };
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

/**
 * Starts the SMTP server and its HTTP API, each on a free port unless given.
 * @param {{ smtpPort?: number, httpPort?: number, host?: string }} [options]
 */
async function start(options = {}) {
  const host = options.host ?? '127.0.0.1';
  /** @type {object[]} */
  const received = [];
  const state = { mode: 'accept', code: 451, delayMs: 0 };
  const waiters = new Set();

  const notify = () => {
    for (const waiter of waiters) waiter();
  };

  const refusal = () => {
    const error = new Error(
      state.code >= 500 ? 'Mailbox unavailable (test server refusing)' : 'Try again later (test server refusing)',
    );
    error.responseCode = state.code;
    return error;
  };

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // close() should not wait the library's default 30 s for connections a test left open.
    closeTimeout: 500,
    size: 30 * 1024 * 1024,
    onConnect(session, callback) {
      if (state.mode === 'drop') {
        // The connection just goes away, as with a crashed server or a cut network.
        for (const connection of smtp.connections) {
          if (connection.id === session.id) connection._socket?.destroy();
        }
        return;
      }
      callback();
    },
    onMailFrom(_address, _session, callback) {
      callback(state.mode === 'refuse' ? refusal() : undefined);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const finish = async () => {
          if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
          if (state.mode === 'refuse') return callback(refusal());
          if (state.mode === 'drop') {
            for (const connection of smtp.connections) if (connection.id === session.id) connection._socket?.destroy();
            return undefined;
          }
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          };
          try {
            received.push(await toMessage(Buffer.concat(chunks), envelope));
          } catch (error) {
            return callback(error);
          }
          notify();
          return callback();
        };
        void finish();
      });
    },
  });
  smtp.on('error', () => undefined);

  const api = {
    /** Everything accepted so far, oldest first (a copy). */
    messages: () => received.slice(),
    clear: () => {
      received.length = 0;
    },
    /**
     * accept (default); refuse: every MAIL FROM answered `code` (451 by default, a
     * temporary failure; 550 for a permanent one); drop: connections closed without a word.
     * delayMs: how long the server sits on a message before answering it.
     */
    setMode: (mode, settings = {}) => {
      if (!MODES.includes(mode)) throw new Error(`Unknown mode ${mode}: one of ${MODES.join(', ')}`);
      state.mode = mode;
      state.code = settings.code ?? 451;
      state.delayMs = settings.delayMs ?? 0;
    },
    mode: () => ({ ...state }),
    /** Resolves once `predicate(messages)` holds; rejects after timeoutMs. */
    waitFor: (predicate, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(received)) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received.slice());
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`test SMTP: condition not met within ${timeoutMs} ms (${received.length} messages)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };

  const httpServer = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://test-smtp');
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body === undefined ? '' : JSON.stringify(body));
    };
    const handle = async () => {
      if (url.pathname === '/messages' && request.method === 'GET') {
        const to = url.searchParams.get('to')?.toLowerCase();
        const list = api
          .messages()
          .filter((message) => !to || message.envelope.to.some((address) => address.toLowerCase() === to));
        return send(200, list);
      }
      if (url.pathname === '/messages' && request.method === 'DELETE') {
        api.clear();
        return send(204);
      }
      if (url.pathname === '/mode' && request.method === 'GET') return send(200, api.mode());
      if (url.pathname === '/mode' && request.method === 'POST') {
        const body = JSON.parse((await readBody(request)) || '{}');
        api.setMode(body.mode, body);
        return send(200, api.mode());
      }
      return send(404, { error: 'not found' });
    };
    handle().catch((error) => send(400, { error: String(error instanceof Error ? error.message : error) }));
  });

  const smtpPort = await listen(smtp.server, options.smtpPort ?? 0, host);
  const httpPort = await listen(httpServer, options.httpPort ?? 0, host);

  return {
    ...api,
    smtpPort,
    httpPort,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    httpUrl: `http://${host}:${httpPort}`,
    close: async () => {
      httpServer.closeAllConnections();
      for (const connection of smtp.connections) connection._socket?.destroy();
      await Promise.all([
        new Promise((resolve) => httpServer.close(() => resolve())),
        new Promise((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}

module.exports = { start, MODES };

if (require.main === module) {
  const argument = (name) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? Number(process.argv[index + 1]) : undefined;
  };
  start({ smtpPort: argument('--smtp-port'), httpPort: argument('--http-port') })
    .then((server) => {
      process.stdout.write(
        `${JSON.stringify({ smtpUrl: server.smtpUrl, httpUrl: server.httpUrl, smtpPort: server.smtpPort, httpPort: server.httpPort })}\n`,
      );
      const stop = () => void server.close().then(() => process.exit(0));
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
