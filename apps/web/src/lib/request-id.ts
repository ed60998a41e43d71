// The request id the web hands the BFF (REQUEST_ID_HEADER): the one a proxy
// in front gave this request when it is a sane token, else a new one, so the
// BFF's log line and the worker's lines of the mails it queued can be joined.
import { REQUEST_ID_HEADER, requestIdFrom } from '@immo/platform';

export function requestIdOf(incoming: Pick<Headers, 'get'>): string {
  return requestIdFrom(incoming.get(REQUEST_ID_HEADER));
}
