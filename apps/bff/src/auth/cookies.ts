// The session cookies of the owner portal and the operators' console.

/** The Cookie header's pairs (RFC 6265 §5.4); a name given twice keeps its first value, as browsers send the most specific first. */
export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const index = pair.indexOf('=');
    const name = index < 0 ? '' : pair.slice(0, index).trim();
    if (name !== '' && !cookies.has(name)) cookies.set(name, pair.slice(index + 1).trim());
  }
  return cookies;
}

/** Whether the site's cookies may be Secure (ownerCookies, operatorCookieName decide it from SITE_URL). */
export interface CookieSecurity {
  secure: boolean;
}

/**
 * A Set-Cookie value for a session cookie: HttpOnly (no script reads it),
 * SameSite=Lax (another site's POST does not carry it), Path=/ (required by
 * `__Host-`), Secure whenever the site's address allows it.
 */
export function setCookie(jar: CookieSecurity, name: string, value: string, maxAgeSeconds: number): string {
  const attributes = [`${name}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (jar.secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function clearCookie(jar: CookieSecurity, name: string): string {
  return setCookie(jar, name, '', 0);
}
