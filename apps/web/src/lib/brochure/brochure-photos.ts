// The brochure's photos, fetched the way the site serves them: a site path
// (the sample's /sample-photos/…) is a file of public/, read from disk; a CRM
// photo is fetched only from a host the site names (BROCHURE_PHOTO_HOSTS),
// with a timeout, a size cap and no redirect, so a record's URL can never make
// this server call an address of its choosing. Each photo becomes a JPEG of
// print size (sharp: SVGs are drawn, large photos shrunk, so the PDF stays
// small); a photo that cannot be had is left out and the brochure still comes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { safeHttpUrl } from '@immo/platform';
import type Sharp from 'sharp';

// Required, not imported, as render-brochure.ts requires pdfkit: no async module in the app, so none of its
// machinery in the browser's runtime chunk.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharp: typeof Sharp = require('sharp');

/** Wide enough for the full-width photo at 150 dpi on A4. */
const PHOTO_WIDTH_PX = 1_100;
const PHOTO_FETCH_TIMEOUT_MS = 2_500;
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** A photo of more pixels is refused before decoding (a decompression bomb). */
const PHOTO_MAX_PIXELS = 40_000_000;
const REMOTE_TYPES = /^image\/(?:jpeg|png|webp|avif|gif)\b/i;

export interface PhotoSource {
  /** The web app's public/ folder. */
  publicDir: string;
  /** Host names whose photos may be fetched. */
  allowedHosts: readonly string[];
  timeoutMs?: number;
}

export interface BrochurePhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

/** The photos that could be read, in order; never throws. */
export async function loadBrochurePhotos(urls: readonly string[], source: PhotoSource): Promise<BrochurePhoto[]> {
  const photos = await Promise.all(urls.map((url) => loadPhoto(url, source).catch(() => null)));
  return photos.filter((photo): photo is BrochurePhoto => photo !== null);
}

async function loadPhoto(url: string, source: PhotoSource): Promise<BrochurePhoto | null> {
  const bytes =
    url.startsWith('/') && !url.startsWith('//') ? await sitePhoto(url, source) : await remotePhoto(url, source);
  if (!bytes) return null;
  const { data, info } = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS })
    .rotate()
    .resize({ width: PHOTO_WIDTH_PX, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}

/** A file under public/, never outside it. */
async function sitePhoto(url: string, { publicDir }: PhotoSource): Promise<Buffer | null> {
  const pathname = decodeURIComponent(new URL(url, 'http://site.invalid').pathname);
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${pathname}`);
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  // Only public/'s files, checked above: the build need not trace the whole project for it.
  return readFile(/*turbopackIgnore: true*/ file);
}

async function remotePhoto(url: string, { allowedHosts, timeoutMs = PHOTO_FETCH_TIMEOUT_MS }: PhotoSource) {
  const safe = safeHttpUrl(url);
  if (!safe) return null;
  const parsed = new URL(safe);
  if (!allowedHosts.includes(parsed.hostname.toLowerCase())) return null;
  const response = await fetch(parsed, {
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'image/*' },
  });
  if (!response.ok || !REMOTE_TYPES.test(response.headers.get('content-type') ?? '')) {
    await response.body?.cancel();
    return null;
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > PHOTO_MAX_BYTES) {
    await response.body?.cancel();
    return null;
  }
  return readCapped(response, PHOTO_MAX_BYTES);
}

/** The body, or null once it passes `cap` bytes (a missing or lying Content-Length). */
async function readCapped(response: Response, cap: number): Promise<Buffer | null> {
  if (!response.body) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > cap) {
      await response.body.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
