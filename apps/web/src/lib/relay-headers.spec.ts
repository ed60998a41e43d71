import { relayResponseHeaders } from './relay-headers';

describe(relayResponseHeaders.name, () => {
  it('hands on every cookie of the answer as its own header', () => {
    const answer = new Headers();
    answer.append('set-cookie', '__Host-owner_access=a.b.c; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=600');
    answer.append(
      'set-cookie',
      '__Host-owner_refresh=xyz; Path=/; HttpOnly; Secure; SameSite=Lax; Expires=Wed, 02 Dec 2026 10:00:00 GMT',
    );
    expect(relayResponseHeaders(answer).getSetCookie()).toEqual([
      '__Host-owner_access=a.b.c; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=600',
      '__Host-owner_refresh=xyz; Path=/; HttpOnly; Secure; SameSite=Lax; Expires=Wed, 02 Dec 2026 10:00:00 GMT',
    ]);
  });

  it('keeps what the browser needs and drops the rest', () => {
    const answer = new Headers({
      'content-type': 'application/json',
      'retry-after': '30',
      'cache-control': 'no-store',
      'x-powered-by': 'x',
      server: 'y',
    });
    const relayed = relayResponseHeaders(answer);
    expect(Object.fromEntries(relayed.entries())).toEqual({
      'cache-control': 'no-store',
      'content-type': 'application/json',
      'retry-after': '30',
    });
  });

  it("keeps a download's file name (the console's CSV export)", () => {
    const answer = new Headers({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="requests-2026-11-24.csv"',
    });
    expect(relayResponseHeaders(answer).get('content-disposition')).toBe(
      'attachment; filename="requests-2026-11-24.csv"',
    );
  });
});
