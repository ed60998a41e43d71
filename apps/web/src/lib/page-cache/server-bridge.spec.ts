import { SERVER_BRIDGE } from './drop-cached-pages';
import { type PageServerBridge, registerPageServerBridge } from './server-bridge';

function bridge(): PageServerBridge {
  registerPageServerBridge();
  const registered = (globalThis as Record<symbol, PageServerBridge | undefined>)[SERVER_BRIDGE];
  if (!registered) throw new Error('not registered');
  return registered;
}

describe(registerPageServerBridge.name, () => {
  it('counts a client by its connection, whatever X-Forwarded-For it sends, and an IPv6 client by its /48', () => {
    const { clientNetwork } = bridge();
    expect(clientNetwork('198.51.100.7', '203.0.113.1, 203.0.113.2')).toBe('198.51.100.7');
    expect(clientNetwork('::ffff:198.51.100.7', undefined)).toBe('198.51.100.7');
    expect(clientNetwork('2001:db8:abcd:12::1', undefined)).toBe(clientNetwork('2001:db8:abcd:ff00::9', '203.0.113.1'));
  });

  it('keeps no page for an operator in preview, whose pages show drafts', () => {
    const { pageAddress } = bridge();
    expect(pageAddress('/fr/a-vendre/?cb=1', 'NEXT_LOCALE=fr')).toBe('/fr/a-vendre/');
    expect(pageAddress('/fr/a-vendre/?cb=1', 'NEXT_LOCALE=fr; __prerender_bypass=abc')).toBeNull();
  });

  it('answers a refused client in the language of the address, with its wait, and for it alone', () => {
    const { busyAnswer } = bridge();
    const answer = busyAnswer('/de/zu-verkaufen/?minPrice=9', {}, 7);
    expect(answer.headers).toMatchObject({
      'retry-after': '7',
      'cache-control': 'no-store',
      'content-type': 'text/html; charset=utf-8',
      'x-content-type-options': 'nosniff',
    });
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(answer.body).toContain('<h1>Zu viele Seiten angefragt</h1>');
    expect(busyAnswer('/', { 'accept-language': 'en-GB,en;q=0.8' }, 1).body).toContain('<html lang="en">');
  });
});
