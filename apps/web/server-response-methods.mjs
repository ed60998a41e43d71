// @ts-check
// The answer's methods that server.mjs's wrappers (failure page, shared pages,
// deferred scripts) replace to see what Next.js writes. Node declares them
// with overloads (a callback in place of the encoding, headers with or
// without a status message) that a wrapper cannot forward argument by
// argument: a wrapper takes what Next.js passed and hands it on as it came,
// so here they are typed as such.

/** @import { ServerResponse } from 'node:http' */

/**
 * @typedef {{
 *   flushHeaders: (this: ServerResponse) => void,
 *   writeHead: (this: ServerResponse, status: number, ...rest: unknown[]) => ServerResponse,
 *   write: (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) => boolean,
 *   end: (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse,
 * }} ResponseMethods
 */

/**
 * The answer's methods as they are now (Node's, or an earlier wrapper's).
 * @param {ServerResponse} response
 * @returns {ResponseMethods}
 */
export function responseMethods(response) {
  const { flushHeaders, writeHead, write, end } = response;
  return /** @type {ResponseMethods} */ (/** @type {unknown} */ ({ flushHeaders, writeHead, write, end }));
}

/**
 * Puts `methods` in place of the answer's own.
 * @param {ServerResponse} response
 * @param {Partial<ResponseMethods>} methods
 */
export function replaceResponseMethods(response, methods) {
  Object.assign(response, methods);
}

/**
 * The callback among a write's or an end's arguments, if any.
 * @param {unknown[]} args
 * @returns {(() => void) | undefined}
 */
export function callbackOf(...args) {
  return /** @type {(() => void) | undefined} */ (args.find((arg) => typeof arg === 'function'));
}

/**
 * A written chunk as bytes (a string in its encoding); undefined for none.
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer | undefined}
 */
export function chunkBytes(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : undefined);
  return Buffer.from(/** @type {Uint8Array} */ (chunk));
}
