import type { NextResponse } from 'next/server';

/**
 * Marks every cookie the answer sets `Secure`: next-intl's NEXT_LOCALE is the
 * only one we set (the consent choice lives in local storage), and it is set
 * here, in the proxy. Only on an https site: a browser drops a Secure cookie
 * sent over plain http, and the language would no longer be remembered.
 */
export function markCookiesSecure(response: NextResponse): void {
  for (const cookie of response.cookies.getAll()) response.cookies.set({ ...cookie, secure: true });
}
