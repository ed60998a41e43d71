import { createHash } from 'node:crypto';
import { hashPageScripts, sharedCacheControl } from '../../server-shared-pages.mjs';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
/** The build's files as server.mjs knows them: only these two exist. */
const files: Record<string, string> = { '/_next/static/chunks/app.js': 'sha256-app', '/_next/static/chunks/main.js': 'sha256-main' };
const fileHash = (src: string) => files[src] ?? null;

describe(hashPageScripts.name, () => {
  it("names Next's own scripts: its files with their integrity added, its data pushes by their hash", () => {
    const flight = 'self.__next_f.push([1,"1:I[\\"x\\"]\\n"])';
    const chunks = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"chunks":["a.js"]});';
    const html = `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/app.js"/><script src="/_next/static/chunks/app.js" async=""></script><script id="_R_">${chunks}</script><script>${flight}</script><script src="/_next/static/chunks/main.js" async=""></script>`;
    const page = hashPageScripts(html, fileHash);
    expect(page.sources.sort()).toEqual([`'${sha256(chunks)}'`, `'${sha256(flight)}'`, "'sha256-app'", "'sha256-main'"].sort());
    expect(page.html).toContain('<script integrity="sha256-app" src="/_next/static/chunks/app.js"');
    expect(page.html).toContain('<link integrity="sha256-app" rel="preload"');
  });

  it('names nothing that came into the HTML another way (the CRM\'s HTML, say), so the browser refuses it', () => {
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
    expect(sharedCacheControl({ PAGE_CACHE_S_MAXAGE: '300', PAGE_CACHE_STALE_WHILE_REVALIDATE: '0' })).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=0');
    expect(sharedCacheControl({ PAGE_CACHE_S_MAXAGE: 'soon' })).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });
});
