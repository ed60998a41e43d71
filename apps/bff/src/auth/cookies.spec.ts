import { clearCookie, readCookies, setCookie } from './cookies';
import { ownerCookieJar } from '../owner-auth/owner-cookies';

describe('owner cookies', () => {
  it('are HttpOnly, SameSite=Lax, Path=/ and Secure __Host- cookies on https and loopback', () => {
    const jar = ownerCookieJar('https://www.immo.be');
    expect(setCookie(jar, jar.access, 'token', 600)).toBe(
      '__Host-owner_access=token; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure',
    );
    expect(clearCookie(jar, jar.refresh)).toBe(
      '__Host-owner_refresh=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    );
    expect(ownerCookieJar('http://127.0.0.1:3000').access).toBe('__Host-owner_access');
  });

  it('drop Secure and the prefix only on another plain-http host, where a browser would refuse them', () => {
    const jar = ownerCookieJar('http://immo.lan:3000');
    expect(setCookie(jar, jar.access, 'token', 600)).toBe(
      'owner_access=token; Path=/; Max-Age=600; HttpOnly; SameSite=Lax',
    );
  });

  it('reads the Cookie header, keeping the first of a name sent twice', () => {
    expect(readCookies('a=1; __Host-owner_access=x.y.z; a=2; broken; =v')).toEqual(
      new Map([
        ['a', '1'],
        ['__Host-owner_access', 'x.y.z'],
      ]),
    );
    expect(readCookies(undefined).size).toBe(0);
  });
});
