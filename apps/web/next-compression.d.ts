// Next.js's copy of the `compression` middleware, which server.mjs runs in
// place of Next's own (next.config.ts `compress: false`); it ships no types.
declare module 'next/dist/compiled/compression/index.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
