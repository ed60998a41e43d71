export type VideoProvider = 'file' | 'youtube' | 'vimeo' | 'facebook' | 'matterport' | 'tvl' | 'yisual';

export interface VideoEmbed {
  provider: VideoProvider;
  /** What goes into the `<video src>` (file) or the `<iframe src>` (others). */
  embedUrl: string;
}

export const VIDEO_FILE_EXTENSIONS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const NUMERIC_ID = /^\d+$/;
/** Path prefixes followed by the video id: /embed/{id}, /shorts/{id}, … */
const YOUTUBE_ID_PATHS: readonly string[] = ['embed', 'shorts', 'live', 'v'];

// Tours and films hosted by these services are embedded as they are. tvl.be is
// TV Limburg, whose report pages agents link to; matching the registrable
// domain keeps their subdomains (player., www.) without admitting look-alikes.
const HOST_SUFFIX_PROVIDERS: readonly (readonly [suffix: string, provider: VideoProvider])[] = [
  ['matterport.com', 'matterport'],
  ['tvl.be', 'tvl'],
  ['yisual.be', 'yisual'],
  ['yisual.com', 'yisual'],
];

/** `host` is `domain` or one of its subdomains (`evilmatterport.com` is not). */
function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function parseUrl(raw: string): URL | null {
  const text = raw.trim();
  if (!text) return null;
  // Agents paste `www.youtube.com/…` without a scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function pathSegments(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

function youtubeId(url: URL): string | null | undefined {
  const host = url.hostname;
  let id: string | null | undefined;
  if (hostIs(host, 'youtu.be')) {
    id = pathSegments(url)[0];
  } else if (hostIs(host, 'youtube.com') || hostIs(host, 'youtube-nocookie.com')) {
    const [first, second] = pathSegments(url);
    if (first === 'watch') {
      id = url.searchParams.get('v');
    } else {
      id = YOUTUBE_ID_PATHS.includes(first ?? '') ? second : null;
    }
  } else {
    return undefined;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null | undefined {
  const host = url.hostname;
  if (!hostIs(host, 'vimeo.com')) return undefined;
  const segments = pathSegments(url);
  let id: string | undefined;
  if (host === 'player.vimeo.com') {
    id = segments[0] === 'video' ? segments[1] : undefined;
  } else if (NUMERIC_ID.test(segments[0] ?? '')) {
    id = segments[0];
  } else if (['channels', 'groups', 'album', 'showcase'].includes(segments[0] ?? '')) {
    id = segments.at(-1);
  }
  return id && NUMERIC_ID.test(id) ? id : null;
}

function isFacebookVideo(url: URL): boolean {
  const host = url.hostname;
  if (hostIs(host, 'fb.watch')) {
    return pathSegments(url).length > 0;
  }
  if (!hostIs(host, 'facebook.com')) return false;
  const segments = pathSegments(url);
  const videosAt = segments.indexOf('videos');
  if (videosAt >= 0 && videosAt < segments.length - 1) return true;
  return segments[0] === 'watch' && segments.length === 1 && !!url.searchParams.get('v');
}

function hasVideoFileExtension(url: URL): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
  return (VIDEO_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

function withHttps(url: URL): string {
  const copy = new URL(url.href);
  copy.protocol = 'https:';
  return copy.href;
}

/**
 * How to embed a property's video or virtual-tour link, or `null` when the
 * link is malformed or from a service we cannot embed (the web then hides
 * the player rather than showing a broken frame). A known platform with a bad
 * id (a 10-character YouTube id, a non-numeric Vimeo id) is `null` too.
 */
export function videoEmbed(url: string): VideoEmbed | null {
  const parsed = parseUrl(url);
  if (!parsed) return null;

  const youtube = youtubeId(parsed);
  if (youtube !== undefined) {
    return youtube ? { provider: 'youtube', embedUrl: `https://www.youtube.com/embed/${youtube}?rel=0` } : null;
  }
  const vimeo = vimeoId(parsed);
  if (vimeo !== undefined) {
    return vimeo ? { provider: 'vimeo', embedUrl: `https://player.vimeo.com/video/${vimeo}` } : null;
  }
  if (isFacebookVideo(parsed)) {
    return {
      provider: 'facebook',
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(withHttps(parsed))}`,
    };
  }
  const byHost = HOST_SUFFIX_PROVIDERS.find(([suffix]) => hostIs(parsed.hostname, suffix));
  if (byHost) {
    return { provider: byHost[1], embedUrl: withHttps(parsed) };
  }
  if (hasVideoFileExtension(parsed)) {
    return { provider: 'file', embedUrl: parsed.href };
  }
  return null;
}
