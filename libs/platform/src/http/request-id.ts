// One id per visitor request, from the web through the BFF to the jobs it
// queues, so the log lines of one request can be found together.

/** The header that carries the id between web, BFF and the caller (and back, on the BFF's answer). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Ids chosen by a caller are kept only when they are short tokens: anything
 * else could forge log fields, fill the log, or carry personal data.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The caller's id when it is a sane token, else undefined. */
export function saneRequestId(value: unknown): string | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  return typeof single === 'string' && SANE_REQUEST_ID.test(single) ? single : undefined;
}

/** The caller's id when it is sane, else a new random one. */
export function requestIdFrom(value: unknown): string {
  return saneRequestId(value) ?? globalThis.crypto.randomUUID();
}
