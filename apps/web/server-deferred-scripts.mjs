// @ts-check
// Lets a page paint before any of Next's scripts is fetched. Next writes its
// chunks as `<script src async>` (and a preload of its bootstrap): a browser
// fetches them while it parses and runs each the moment it arrives, so on a
// fast connection React's start-up came before the first paint and held it
// back, and Lighthouse's simulation counts every script that finished
// loading before the paint as needed for it (docs/benchmarks.md, "Public
// pages"). Here each becomes an inert placeholder, Next's preload of its
// bootstrap goes, and a loader written before the first placeholder
// (server-deferred-scripts-loader.mjs) turns them into scripts once the
// browser reports the first contentful paint. Only HTML answers are touched,
// and only Next's own async chunks (`/_next/static/`); anything else, the
// noModule polyfill included, stays.
import { StringDecoder } from 'node:string_decoder';
import {
  DEFERRED_SCRIPT_TYPE,
  DEFERRED_SCRIPTS_LOADER,
  DEFERRED_SCRIPTS_LOADER_ID,
  DEFERRED_SRC_ATTRIBUTE,
} from './server-deferred-scripts-loader.mjs';
import { callbackOf, chunkBytes, replaceResponseMethods, responseMethods } from './server-response-methods.mjs';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

const LOADER_TAG = `<script id="${DEFERRED_SCRIPTS_LOADER_ID}">${DEFERRED_SCRIPTS_LOADER}</script>`;
const SCRIPT_OPENING = /<script\b([^>]*)>/gi;
const CHUNK_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")(?=[^>]*\bhref="\/_next\/static\/)[^>]*>/gi;
const SRC = /(^|\s)src="(\/_next\/static\/[^"]+)"/i;
const ASYNC = /(^|\s)async(?:="")?(?=\s|$)/i;

/**
 * One answer's rewriting, a piece at a time (`page` remembers whether the
 * loader is in yet).
 * @param {string} html
 * @param {{ loader: boolean }} [page]
 */
export function deferScriptTags(html, page = { loader: false }) {
  return html.replace(CHUNK_PRELOAD, '').replace(SCRIPT_OPENING, (tag, /** @type {string} */ attributes) => {
    const src = SRC.exec(attributes);
    if (!src || !ASYNC.test(attributes) || /(?:^|\s)(?:type|nomodule)\b/i.test(attributes)) return tag;
    const rest = attributes.replace(SRC, '').replace(ASYNC, '');
    const loader = page.loader ? '' : LOADER_TAG;
    page.loader = true;
    return `${loader}<script type="${DEFERRED_SCRIPT_TYPE}" ${DEFERRED_SRC_ATTRIBUTE}="${src[2]}"${rest}>`;
  });
}

/** The end of `text` that may be the start of a tag still arriving. @param {string} text */
function unfinishedTagAt(text) {
  const open = text.lastIndexOf('<');
  return open !== -1 && text.indexOf('>', open) === -1 ? open : text.length;
}

/**
 * Wraps `response` so that an HTML page's chunks are rewritten as they
 * stream (a tag cut between two writes is held until its end arrives).
 * Must be installed after the wrappers that need the final HTML
 * (server.mjs), so that it sees Next's writes first.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function deferPageScripts(request, response) {
  if (request.method !== 'GET') return;
  const original = responseMethods(response);
  const decoder = new StringDecoder('utf8');
  const page = { loader: false };
  let held = '';
  /** @type {boolean | undefined} */
  let html;
  const isHtml = () => {
    html ??= String(response.getHeader('content-type') ?? '').startsWith('text/html');
    // The rewritten page is longer than the one Next measured.
    if (html && !response.headersSent) response.removeHeader('content-length');
    return html;
  };
  /** @param {unknown} chunk @param {unknown} encoding @param {boolean} last */
  const rewrite = (chunk, encoding, last) => {
    const bytes = chunkBytes(chunk, encoding);
    const text = held + (bytes === undefined ? '' : decoder.write(bytes)) + (last ? decoder.end() : '');
    const cut = last ? text.length : unfinishedTagAt(text);
    held = text.slice(cut);
    return deferScriptTags(text.slice(0, cut), page);
  };
  replaceResponseMethods(response, {
    writeHead(status, ...rest) {
      const headers = /** @type {Record<string, unknown> | undefined} */ (
        rest.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg))
      );
      const type = headers && Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
      if (type !== undefined && !response.hasHeader('content-type'))
        response.setHeader('content-type', /** @type {string} */ (type));
      if (isHtml() && headers)
        for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
      return original.writeHead.call(this, status, ...rest);
    },
    write(chunk, encoding, callback) {
      if (!isHtml()) return original.write.call(this, chunk, encoding, callback);
      return original.write.call(this, rewrite(chunk, encoding, false), 'utf8', callbackOf(encoding, callback));
    },
    end(chunk, encoding, callback) {
      if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
      if (!isHtml()) return original.end.call(this, chunk, encoding, callback);
      return original.end.call(this, rewrite(chunk, encoding, true), 'utf8', callbackOf(encoding, callback));
    },
  });
}
