import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from './own-web';

/** The shared stack's BFF, which a stub relays to. */
const BFF = `http://127.0.0.1:${process.env.E2E_BFF_PORT ?? 3101}`;

export interface StubBff {
  url: string;
  close(): Promise<void>;
}

/**
 * A BFF that answers some requests itself (a fault, a spent budget, an odd
 * shape) and relays every other one to the shared stack's, so a web server
 * of the same build (own-web.ts) can meet that one answer in an otherwise
 * working site. `answer` returns true when it answered.
 */
export async function startStubBff(
  answer: (url: string, request: IncomingMessage, response: ServerResponse) => boolean,
): Promise<StubBff> {
  const port = await freePort();
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (answer(url, request, response)) return;
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
      ),
    );
    fetch(BFF + url, { headers })
      .then(async (relayed) => {
        response.writeHead(relayed.status, {
          'content-type': relayed.headers.get('content-type') ?? 'application/json',
        });
        response.end(Buffer.from(await relayed.arrayBuffer()));
      })
      .catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
