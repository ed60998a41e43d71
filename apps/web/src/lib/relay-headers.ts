// The BFF answer headers the /api relay hands the browser (app/api/[...path]/route.ts).

// age: an answer from the BFF's cache has already lived part of its max-age.
// content-disposition: the console's downloads (a CSV export, a CV) keep their file name.
// x-request-id: what a visitor can quote to the agency when something failed.
const FORWARDED_RESPONSE_HEADERS = [
  'age',
  'cache-control',
  'content-disposition',
  'content-type',
  'etag',
  'last-modified',
  'location',
  'retry-after',
  'x-request-id',
];

/**
 * The headers a browser needs from the BFF's answer. Set-Cookie is copied one
 * cookie at a time: `get('set-cookie')` joins an owner's two session cookies
 * with a comma, which the browser would read as one cookie and lose the other.
 */
export function relayResponseHeaders(answer: Headers): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.get(name);
    if (value) headers.set(name, value);
  }
  for (const cookie of answer.getSetCookie()) headers.append('set-cookie', cookie);
  return headers;
}
