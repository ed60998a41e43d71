import { INTERNAL_TOKEN_HEADER } from '@immo/platform';
import { isInternalRequest } from './internal-request';

const TOKEN = 'a-token-of-sixteen-chars';

describe('isInternalRequest', () => {
  it('recognises the web server by its token', () => {
    expect(isInternalRequest({ headers: { [INTERNAL_TOKEN_HEADER]: TOKEN } }, TOKEN)).toBe(true);
  });

  it('treats a missing, wrong or repeated header as a visitor', () => {
    expect(isInternalRequest({ headers: {} }, TOKEN)).toBe(false);
    expect(isInternalRequest({ headers: { [INTERNAL_TOKEN_HEADER]: `${TOKEN}x` } }, TOKEN)).toBe(false);
    // Same length, last character changed: only the comparison itself can refuse it.
    expect(isInternalRequest({ headers: { [INTERNAL_TOKEN_HEADER]: `${TOKEN.slice(0, -1)}X` } }, TOKEN)).toBe(false);
    expect(isInternalRequest({ headers: { [INTERNAL_TOKEN_HEADER]: [TOKEN, TOKEN] } }, TOKEN)).toBe(false);
  });
});
