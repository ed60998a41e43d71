import { createHash } from 'node:crypto';
import { localizePath } from '@immo/i18n';
import {
  DEFERRED_SCRIPT_TYPE,
  DEFERRED_SCRIPTS_LOADER,
  DEFERRED_SCRIPTS_LOADER_ID,
  DEFERRED_SRC_ATTRIBUTE,
} from '../server-deferred-scripts-loader.mjs';
import { expect, test, type APIRequestContext, type Page } from './support/test';

// server.mjs rewrites the HTML Next.js writes, and relies on its shape: a
// shared page's inline scripts are trusted by hash only when they are Next's
// pushes of data (`self.__next_f.push([…])`, Turbopack's chunk list), its
// `<script src>` only when they are the build's files, whose integrity it
// adds (server-shared-pages.mjs); and a page paints before any of them runs
// only when Next writes them as `<script src async>` (server-deferred-scripts.mjs).
// A Next.js upgrade that writes them another way would leave a script
// without a hash (the page stops working under its policy) or a chunk that
// runs before the paint (Lighthouse's figure drops) — silently in both cases.
// Here the real build's pages, as server.mjs sends them, are read the way a
// browser parses them, and every script must be one the policy allows by
// name.

// Sample export: a house for sale and a project.
const SALE = 4113;
const PROJECT = 9003;

/** What a browser's parser makes of a page's scripts and script preloads. */
interface ParsedPage {
  scripts: {
    id: string;
    type: string;
    noModule: boolean;
    src: string | null;
    deferredSrc: string | null;
    integrity: string | null;
    text: string;
  }[];
  preloads: { rel: string; as: string; href: string; integrity: string | null }[];
}

/** Parses `html` with the browser's own HTML parser (nothing runs). */
async function parse(page: Page, html: string): Promise<ParsedPage> {
  return page.evaluate(
    ({ html, deferredSrc }) => {
      const document = new DOMParser().parseFromString(html, 'text/html');
      return {
        scripts: [...document.querySelectorAll('script')].map((script) => ({
          id: script.id,
          type: script.getAttribute('type') ?? '',
          noModule: script.hasAttribute('nomodule'),
          src: script.getAttribute('src'),
          deferredSrc: script.getAttribute(deferredSrc),
          integrity: script.getAttribute('integrity'),
          text: script.textContent ?? '',
        })),
        preloads: [...document.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')].map((link) => ({
          rel: link.getAttribute('rel') ?? '',
          as: link.getAttribute('as') ?? '',
          href: link.getAttribute('href') ?? '',
          integrity: link.getAttribute('integrity'),
        })),
      };
    },
    { html, deferredSrc: DEFERRED_SRC_ATTRIBUTE },
  );
}

/** The CSP sources of the policy's first (strict) script-src. */
function strictScriptSources(policy: string): Set<string> {
  const directive = policy.split(/[;,]/).find((part) => part.trim().startsWith('script-src')) ?? '';
  return new Set(directive.trim().split(/\s+/).slice(1));
}

const sha256 = (bytes: string | Buffer) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/** A script a browser runs: no type, or a JavaScript one (JSON-LD and the placeholders are data). */
const runs = (type: string) => /^(?:|text\/javascript|application\/javascript|module)$/i.test(type);

async function canonical(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return new URL(response.url()).pathname;
}

test("every script of a shared page is trusted by a hash its policy names: Next's inline pushes and the build's files, as they are served", async ({
  page,
  request,
}) => {
  const pages = [
    '/fr/',
    localizePath('/for-sale', 'nl'),
    await canonical(request, `/fr/property/${SALE}/`),
    await canonical(request, `/fr/project/${PROJECT}/`),
    '/fr/Disclaimer/',
    '/map/fr/frame.html',
  ];
  const fileHashes = new Map<string, string>();
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy, `${path}: a shared page carries no nonce`).not.toMatch(/'nonce-/);
    const trusted = strictScriptSources(policy);
    const parsed = await parse(page, await response.text());

    let pushes = 0;
    for (const script of parsed.scripts) {
      const src = script.src ?? script.deferredSrc;
      if (src !== null) {
        // A build file: its integrity is the hash the policy names, and the file served has that hash.
        expect(src, `${path}: a script from outside the build`).toMatch(/^\/_next\/static\//);
        expect(
          script.integrity,
          `${path}: ${src} has no integrity (server-shared-pages.mjs did not recognise it)`,
        ).toMatch(/^sha256-/);
        expect(trusted.has(`'${script.integrity}'`), `${path}: ${src}'s hash is not in the policy`).toBe(true);
        if (!fileHashes.has(src)) fileHashes.set(src, sha256(await (await request.get(src)).body()));
        expect(fileHashes.get(src), `${path}: ${src} as served is not the file that was hashed`).toBe(script.integrity);
        continue;
      }
      if (!runs(script.type)) continue;
      // An inline script: Next's data pushes and our two, each by its hash; anything else would be blocked.
      const hash = `'${sha256(script.text)}'`;
      expect(
        trusted.has(hash),
        `${path}: an inline script the policy does not allow, so Next.js writes one server-shared-pages.mjs does not recognise: ${script.text.slice(0, 120)}`,
      ).toBe(true);
      if (/__next_f/.test(script.text)) pushes += 1;
    }
    // The flight data still comes as pushes to self.__next_f, which is what is hashed.
    expect(pushes, `${path}: no inline push of Next's flight data found`).toBeGreaterThan(0);
    // Next's preloads of its own scripts are reused by the browser only with the same integrity.
    for (const preload of parsed.preloads.filter(
      (link) => link.href.startsWith('/_next/static/') && (link.as === 'script' || link.rel === 'modulepreload'),
    )) {
      expect(preload.integrity, `${path}: ${preload.href}'s preload has no integrity`).toMatch(/^sha256-/);
    }
  }
});

test("every page's chunks wait for the first paint: Next still writes them as async scripts, and each became a placeholder after the one loader", async ({
  page,
  request,
}) => {
  // Shared pages and a private one (a form page, with its nonce).
  for (const path of [
    '/fr/',
    localizePath('/for-rent', 'fr'),
    localizePath('/Disclaimer', 'fr'),
    localizePath('/contact', 'fr'),
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const { scripts, preloads } = await parse(page, await response.text());
    const loaders = scripts.filter((script) => script.id === DEFERRED_SCRIPTS_LOADER_ID);
    expect(loaders, `${path}: one loader`).toHaveLength(1);
    expect(loaders[0]?.text, path).toBe(DEFERRED_SCRIPTS_LOADER);
    const placeholders = scripts.filter((script) => script.type === DEFERRED_SCRIPT_TYPE);
    expect(
      placeholders.length,
      `${path}: Next's async chunks were not found (server-deferred-scripts.mjs)`,
    ).toBeGreaterThan(0);
    expect(scripts.indexOf(loaders[0]!), `${path}: the loader comes before the first placeholder`).toBeLessThan(
      scripts.indexOf(placeholders[0]!),
    );
    // Nothing of the build is left to run before the paint (but the polyfill only old browsers run), nor preloaded as a script.
    const early = scripts.filter(
      (script) => script.src?.startsWith('/_next/static/') && runs(script.type) && !script.noModule,
    );
    expect(
      early.map((script) => script.src),
      `${path}: build scripts that run before the paint`,
    ).toEqual([]);
    const preloaded = preloads.filter((link) => link.href.startsWith('/_next/static/') && link.as === 'script');
    expect(
      preloaded.map((link) => link.href),
      `${path}: build scripts preloaded before the paint`,
    ).toEqual([]);
  }
});
