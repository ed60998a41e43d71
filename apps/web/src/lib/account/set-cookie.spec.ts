import { parseSetCookie } from './set-cookie';

describe(parseSetCookie.name, () => {
  it("reads the owner session cookies' attributes", () => {
    expect(parseSetCookie('__Host-owner_access=a.b=c; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=600')).toEqual({
      name: '__Host-owner_access',
      value: 'a.b=c',
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      maxAge: 600,
    });
    expect(
      parseSetCookie('__Host-owner_refresh=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT')?.expires?.getTime(),
    ).toBe(0);
  });

  it('is null for a line without a name', () => {
    expect(parseSetCookie('=x; Path=/')).toBeNull();
    expect(parseSetCookie('garbage')).toBeNull();
  });
});
