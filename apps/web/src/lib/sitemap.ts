// /sitemap.xml at scale: a sitemap index (app/sitemap.xml/route.ts) naming
// child sitemaps (app/sitemaps/[file]/route.ts): `pages.xml` (the static
// pages and the projects) and `properties-{locale}-{n}.xml` (one language's
// property URLs, SITEMAP_CHUNK_SIZE per file, far below the protocol's 50 000
// URLs and 50 MB). All built here from the BFF's GET /api/sitemap; pure, so
// it is unit tested.
import type { SitemapDto, SitemapEntryDto } from '@immo/domain';
import { alternates, locales, propertyPath, type Locale } from '@immo/i18n';
import { projectAlternates } from '@/components/projects/project-path';

/** The public pages without parameters, by their original path (spec §2 route table). */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/for-sale/',
  '/for-rent/',
  '/projects/',
  '/contact/',
  '/demand-register/',
  '/contact-demand/',
  '/Privacy-statement/',
  '/Cookie-policy/',
  '/Disclaimer/',
  '/Notre-agence/',
] as const;

/**
 * Property URLs per child sitemap. Each URL carries four hreflang links
 * (about 700 bytes), so 10 000 keep a file near 7 MB.
 */
export const SITEMAP_CHUNK_SIZE = 10_000;

export interface SitemapUrl {
  url: string;
  /** Every language's URL of the same page, absolute. */
  languages: Record<Locale, string>;
  lastModified?: string;
}

export type SitemapFile = { kind: 'pages' } | { kind: 'properties'; locale: Locale; chunk: number };

/** Paths start with '/', so the site's origin plus the path is the absolute URL (without a URL parse per link). */
function absoluteAll(siteUrl: string, paths: Record<Locale, string>): Record<Locale, string> {
  const origin = new URL(siteUrl).origin;
  return Object.fromEntries(locales.map((locale) => [locale, `${origin}${paths[locale]}`])) as Record<Locale, string>;
}

/** One URL per language of one page, each listing the page in every language. */
function urlsFor(paths: Record<Locale, string>, siteUrl: string, lastModified: string | null, only?: Locale): SitemapUrl[] {
  const languages = absoluteAll(siteUrl, paths);
  return (only ? [only] : locales).map((locale) => ({ url: languages[locale], languages, ...(lastModified ? { lastModified } : {}) }));
}

/** A property's canonical URL in each language: that language's city and title, as the detail page redirects to. */
function propertyPaths(entry: SitemapEntryDto): Record<Locale, string> {
  const goal = entry.goal ?? 0;
  return Object.fromEntries(
    locales.map((locale) => [locale, propertyPath({ id: entry.id, goal, city: entry.cities[locale], title: entry.titles[locale] }, locale)]),
  ) as Record<Locale, string>;
}

/** The child sitemaps for this catalogue, as file names under /sitemaps/. */
export function sitemapFiles(propertyCount: number): string[] {
  const chunks = Math.ceil(propertyCount / SITEMAP_CHUNK_SIZE);
  const propertyFiles = locales.flatMap((locale) => Array.from({ length: chunks }, (_, index) => `properties-${locale}-${index + 1}.xml`));
  return ['pages.xml', ...propertyFiles];
}

/** The file a /sitemaps/ name stands for, or null for a name this site never lists. */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^properties-([a-z]{2})-([1-9]\d{0,5})\.xml$/.exec(name);
  const locale = locales.find((each) => each === match?.[1]);
  return match && locale ? { kind: 'properties', locale, chunk: Number(match[2]) } : null;
}

/**
 * The URLs of one child sitemap, or null when the file does not exist (a
 * chunk past the last). Static pages have no change date; properties and
 * projects take the CRM's.
 */
export function sitemapUrls(file: SitemapFile, siteUrl: string, sitemap: SitemapDto): SitemapUrl[] | null {
  if (file.kind === 'pages') {
    const pages = SITEMAP_STATIC_PATHS.flatMap((path) => urlsFor(alternates(path), siteUrl, null));
    const projects = sitemap.projects.flatMap((project) =>
      urlsFor(projectAlternates({ id: project.id, cities: project.cities, names: project.titles }), siteUrl, project.changedAt),
    );
    return [...pages, ...projects];
  }
  const start = (file.chunk - 1) * SITEMAP_CHUNK_SIZE;
  if (start >= sitemap.properties.length) return null;
  return sitemap.properties
    .slice(start, start + SITEMAP_CHUNK_SIZE)
    .flatMap((entry) => urlsFor(propertyPaths(entry), siteUrl, entry.changedAt, file.locale));
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export function renderUrlSet(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((entry) => {
      const links = locales
        .map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(entry.languages[locale])}" />`)
        .join('\n');
      const lastModified = entry.lastModified ? `\n<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
      return `<url>\n<loc>${escapeXml(entry.url)}</loc>\n${links}${lastModified}\n</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${body}
</urlset>
`;
}

/** The index: each child sitemap, with the latest change among its URLs when there is one. */
export function renderSitemapIndex(siteUrl: string, files: readonly { name: string; lastModified?: string }[]): string {
  const body = files
    .map((file) => {
      const lastModified = file.lastModified ? `\n<lastmod>${escapeXml(file.lastModified)}</lastmod>` : '';
      return `<sitemap>\n<loc>${escapeXml(new URL(`/sitemaps/${file.name}`, siteUrl).toString())}</loc>${lastModified}\n</sitemap>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${body}
</sitemapindex>
`;
}

/** The index entries: each file with the latest CRM change among its URLs. */
export function sitemapIndexFiles(sitemap: SitemapDto): { name: string; lastModified?: string }[] {
  const latest = (entries: readonly SitemapEntryDto[]) =>
    entries.reduce<string | undefined>((max, entry) => (entry.changedAt && (!max || entry.changedAt > max) ? entry.changedAt : max), undefined);
  return sitemapFiles(sitemap.properties.length).map((name) => {
    const file = parseSitemapFile(name);
    const entries =
      file?.kind === 'properties'
        ? sitemap.properties.slice((file.chunk - 1) * SITEMAP_CHUNK_SIZE, file.chunk * SITEMAP_CHUNK_SIZE)
        : sitemap.projects;
    const lastModified = latest(entries);
    return lastModified ? { name, lastModified } : { name };
  });
}
