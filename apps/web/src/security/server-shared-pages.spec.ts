import { createHash } from 'node:crypto';
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { finishSharedPages, hashPageScripts, sharedCacheControl } from '../../server-shared-pages.mjs';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
/** The build's files as server.mjs knows them: only these two exist. */
const files: Record<string, string> = {
  '/_next/static/chunks/app.js': 'sha256-app',
  '/_next/static/chunks/main.js': 'sha256-main',
};
const fileHash = (src: string) => files[src] ?? null;

describe(hashPageScripts.name, () => {
  it("names Next's own scripts: its files with their integrity added, its data pushes by their hash", () => {
    const flight = 'self.__next_f.push([1,"1:I[\\"x\\"]\\n"])';
    const chunks = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"chunks":["a.js"]});';
    const html = `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/app.js"/><script src="/_next/static/chunks/app.js" async=""></script><script id="_R_">${chunks}</script><script>${flight}</script><script src="/_next/static/chunks/main.js" async=""></script>`;
    const page = hashPageScripts(html, fileHash);
    expect(page.sources.sort()).toEqual(
      [`'${sha256(chunks)}'`, `'${sha256(flight)}'`, "'sha256-app'", "'sha256-main'"].sort(),
    );
    expect(page.html).toContain('<script integrity="sha256-app" src="/_next/static/chunks/app.js"');
    expect(page.html).toContain('<link integrity="sha256-app" rel="preload"');
  });

  it("names nothing that came into the HTML another way (the CRM's HTML, say), so the browser refuses it", () => {
    const injected = [
      '<script>alert(1)</script>',
      '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
      '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});\nalert(1)</script>',
      '<script src="https://evil.example/x.js"></script>',
      '<script src="/_next/static/chunks/unknown.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
    ];
    const page = hashPageScripts(injected.join(''), fileHash);
    expect(page.sources).toEqual([]);
    expect(page.html).toBe(injected.join(''));
  });
});

describe(sharedCacheControl.name, () => {
  it('lets browsers ask every time and shared caches keep a page a minute, then serve it stale while they refresh it', () => {
    expect(sharedCacheControl({})).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(sharedCacheControl({ PAGE_CACHE_S_MAXAGE: '300', PAGE_CACHE_STALE_WHILE_REVALIDATE: '0' })).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=0',
    );
    expect(sharedCacheControl({ PAGE_CACHE_S_MAXAGE: 'soon' })).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
  });
});

describe(finishSharedPages.name, () => {
  it("streams the router's data for a shared page as it comes, and hands a copy of it, complete, to the page cache", async () => {
    const kept: { body: string; headers: OutgoingHttpHeaders }[] = [];
    const server = createServer((request, response) => {
      finishSharedPages(
        request,
        response,
        () => null,
        'public, s-maxage=60',
        (body, headers) => kept.push({ body: body.toString(), headers }),
      );
      response.setHeader('x-immo-policy-template', "script-src 'immo-script-hashes' 'strict-dynamic'");
      response.setHeader('content-type', 'text/x-component');
      response.write('0:first\n');
      setTimeout(() => response.end('1:second\n'), 20);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/fr/`, {
        headers: { rsc: '1' },
      });
      expect(answer.headers.get('content-security-policy')).toBe("script-src 'strict-dynamic'");
      expect(answer.headers.get('cache-control')).toBeNull();
      expect(await answer.text()).toBe('0:first\n1:second\n');
      expect(kept).toEqual([
        { body: '0:first\n1:second\n', headers: expect.objectContaining({ 'content-type': 'text/x-component' }) },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
