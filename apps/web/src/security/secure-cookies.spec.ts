import { NextResponse } from 'next/server';
import { markCookiesSecure } from './secure-cookies';

describe(markCookiesSecure.name, () => {
  it("adds Secure to next-intl's language cookie and keeps its other attributes", () => {
    const response = NextResponse.next();
    response.cookies.set('NEXT_LOCALE', 'nl', { path: '/', sameSite: 'lax', maxAge: 31536000 });
    markCookiesSecure(response);
    const header = response.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^NEXT_LOCALE=nl; /);
    expect(header).toMatch(/; Secure/i);
    expect(header).toMatch(/SameSite=lax/i);
    expect(header).toMatch(/Max-Age=31536000/);
  });
});
