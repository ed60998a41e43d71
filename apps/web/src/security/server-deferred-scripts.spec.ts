import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { runInNewContext } from 'node:vm';
import { deferPageScripts, deferScriptTags } from '../../server-deferred-scripts.mjs';
import { DEFERRED_SCRIPTS_LOADER } from '../../server-deferred-scripts-loader.mjs';

const head =
  '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/app.js" async="" nonce="n0nce"></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const tail =
  '<script>self.__next_f.push([0])</script><script src="/_next/static/chunks/boot.js" async="" nonce="n0nce"></script></body>';

describe(deferScriptTags.name, () => {
  it("turns Next's async chunks into placeholders, drops its preload, writes the loader once, and leaves every other script", () => {
    const page = { loader: false };
    const html = deferScriptTags(head, page) + deferScriptTags(tail, page);
    // Nothing of the build is fetched before the loader asks for it.
    expect(html).not.toMatch(/<script[^>]*\ssrc="\/_next\/static\/chunks\/(app|boot)\.js"/);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain(
      '<script type="immo/deferred" data-immo-src="/_next/static/chunks/app.js" nonce="n0nce"></script>',
    );
    expect(html).toContain(
      '<script type="immo/deferred" data-immo-src="/_next/static/chunks/boot.js" nonce="n0nce"></script>',
    );
    expect(html.split('id="immo-deferred-scripts"')).toHaveLength(2);
    expect(html.indexOf('immo-deferred-scripts')).toBeLessThan(html.indexOf('data-immo-src'));
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script>self.__next_f.push([0])</script>');
  });

  it('leaves scripts from anywhere else as they are', () => {
    const html =
      '<link rel="preload" as="image" href="/_next/static/media/hero.webp"/><script src="https://www.googletagmanager.com/gtm.js" async=""></script><script type="application/ld+json">{}</script>';
    expect(deferScriptTags(html)).toBe(html);
  });
});

/** A response as server.mjs hands it on: records what reaches the next wrapper. */
function fakeResponse(headers: Record<string, string>) {
  const emitter = new EventEmitter();
  const values = new Map(Object.entries(headers));
  const written: string[] = [];
  const response = Object.assign(emitter, {
    headersSent: false,
    getHeader: (name: string) => values.get(name),
    hasHeader: (name: string) => values.has(name),
    setHeader: (name: string, value: string) => values.set(name, value),
    removeHeader: (name: string) => values.delete(name),
    writeHead: () => response,
    write: (chunk: string) => written.push(String(chunk)) > 0,
    end: (chunk?: string) => {
      if (chunk) written.push(String(chunk));
      return response;
    },
  });
  return { response: response as unknown as ServerResponse, written, values };
}

describe(deferPageScripts.name, () => {
  it('rewrites a page whose tags are cut between writes, and drops the length Next measured', () => {
    const { response, written, values } = fakeResponse({
      'content-type': 'text/html; charset=utf-8',
      'content-length': '999',
    });
    deferPageScripts({ method: 'GET' } as IncomingMessage, response);
    const html = head + tail;
    const cut = html.indexOf('async=""');
    response.write(html.slice(0, cut));
    response.write(html.slice(cut, cut + 40));
    response.end(html.slice(cut + 40));
    const sent = written.join('');
    expect(sent).toBe(deferScriptTags(html));
    expect(values.has('content-length')).toBe(false);
  });

  it('passes anything that is not a page untouched', () => {
    const { response, written } = fakeResponse({ 'content-type': 'text/x-component' });
    deferPageScripts({ method: 'GET' } as IncomingMessage, response);
    response.end(head);
    expect(written.join('')).toBe(head);
  });
});

describe('the loader', () => {
  interface Browser {
    hidden?: boolean;
    /** Whether the browser reports paints to a PerformanceObserver. */
    paintTiming?: boolean;
  }

  /** A document as far as the loader uses it, with `count` placeholders; paints, frames and timers come on demand. */
  function documentWith(count: number, { hidden = false, paintTiming = true }: Browser = {}) {
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const observers: ((names: string[]) => void)[] = [];
    const listeners: Record<string, () => void> = {};
    const started: { src: string; integrity?: string; async: boolean; onload?: () => void }[] = [];
    const root = {
      state: '',
      setAttribute: (name: string, value: string) => name === 'data-scripts' && (root.state = value),
    };
    const placeholders = Array.from({ length: count }, (_, index) => ({
      attributes: { 'data-immo-src': `/_next/static/chunks/${index}.js`, integrity: `sha256-${index}` } as Record<
        string,
        string
      >,
      getAttribute(name: string) {
        return this.attributes[name] ?? null;
      },
      parentNode: {
        replaceChild: (script: (typeof started)[number], old: unknown) => (
          started.push(script),
          placeholders.splice(placeholders.indexOf(old as never), 1)
        ),
      },
    }));
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
      constructor(
        private readonly callback: (
          list: { getEntriesByName: (name: string) => unknown[] },
          observer: PerformanceObserver,
        ) => void,
      ) {}
      observe() {
        observers.push((names) =>
          this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this),
        );
      }
      disconnect() {
        observers.length = 0;
      }
    }
    const document = {
      hidden,
      readyState: 'loading',
      documentElement: root,
      querySelectorAll: () => [...placeholders],
      createElement: () => ({ src: '', async: false }),
      addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
    };
    runInNewContext(DEFERRED_SCRIPTS_LOADER, {
      document,
      window: { PerformanceObserver, requestAnimationFrame: true },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    });
    const paint = (name: string) => [...observers].forEach((notify) => notify([name]));
    const parsed = () => {
      document.readyState = 'interactive';
      listeners['DOMContentLoaded']?.();
    };
    return { frames, timers, started, paint, parsed, root };
  }

  it('starts the scripts only after the first contentful paint is reported, with their integrity', () => {
    const page = documentWith(2);
    expect(page.root.state).toBe('waiting');
    page.parsed();
    page.paint('first-paint');
    page.timers.splice(0).forEach((timer) => timer());
    expect(page.started).toHaveLength(0);
    page.paint('first-contentful-paint');
    page.timers.splice(0).forEach((timer) => timer());
    expect(page.started).toMatchObject([
      { src: '/_next/static/chunks/0.js', integrity: 'sha256-0', async: true },
      { src: '/_next/static/chunks/1.js', integrity: 'sha256-1', async: true },
    ]);
    // Ran: once every script it started has run.
    page.started[0]?.onload?.();
    expect(page.root.state).toBe('waiting');
    page.started[1]?.onload?.();
    expect(page.root.state).toBe('ran');
  });

  it('waits two animation frames in a browser that does not report paints', () => {
    const page = documentWith(1, { paintTiming: false });
    page.frames.shift()?.();
    expect(page.started).toHaveLength(0);
    page.frames.shift()?.();
    // The start itself comes in a task after that frame; the safety timer then finds nothing left.
    page.timers.splice(0).forEach((timer) => timer());
    expect(page.started).toHaveLength(1);
  });

  it('starts them when the document is parsed in a tab that paints nothing', () => {
    const page = documentWith(1, { hidden: true });
    expect(page.frames).toHaveLength(0);
    page.parsed();
    expect(page.started).toHaveLength(1);
  });
});
