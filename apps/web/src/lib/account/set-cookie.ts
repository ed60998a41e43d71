// A Set-Cookie line of the BFF's, read into what Next's cookies().set() takes:
// the no-JS account forms' server actions hand the session cookies on this way.

export interface ParsedSetCookie {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  maxAge?: number;
  expires?: Date;
}

export function parseSetCookie(line: string): ParsedSetCookie | null {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  if (equals <= 0) return null;
  const cookie: ParsedSetCookie = { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'path') cookie.path = value;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'secure') cookie.secure = true;
    else if (key === 'samesite' && ['lax', 'strict', 'none'].includes(value.toLowerCase()))
      cookie.sameSite = value.toLowerCase() as ParsedSetCookie['sameSite'];
    else if (key === 'max-age' && /^-?\d+$/.test(value)) cookie.maxAge = Number(value);
    else if (key === 'expires' && !Number.isNaN(Date.parse(value))) cookie.expires = new Date(value);
  }
  return cookie;
}
