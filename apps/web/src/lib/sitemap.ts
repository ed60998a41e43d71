// /sitemap.xml at scale: a sitemap index (app/sitemap.xml/route.ts) naming
// child sitemaps (app/sitemaps/[file]/route.ts): `pages.xml` (the static
// pages and the projects) and `properties-{locale}-{n}.xml` (one language's
// property URLs, SITEMAP_PROPERTIES_PER_FILE per file, far below the
// protocol's 50 000 URLs and 50 MB). Built here from the BFF's
// /api/sitemap/{index,projects,properties/n}, one bounded answer per file;
// pure, so it is unit tested.
import type { SitemapEntryDto, SitemapIndexDto } from '@immo/domain';
import { alternates, locales, propertyPath, type Locale } from '@immo/i18n';
import { projectAlternates } from './project-path';

/**
 * The public pages without parameters that this app serves, by their
 * original path (spec §2 route table). Only pages that answer 200 and are
 * meant for search engines: not the thank-you pages (noindex), nor routes
 * the table names that no page implements yet (e2e/sitemap-urls.spec.ts
 * fetches every listed URL).
 */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/for-sale/',
  '/for-rent/',
  '/projects/',
  '/Privacy-statement/',
  '/Cookie-policy/',
  '/Disclaimer/',
  '/Notre-agence/',
  '/contact/',
  '/contact-demand/',
  '/demand-register/',
  '/newsletter/',
] as const;

export interface SitemapUrl {
  url: string;
  /** Every language's URL of the same page, absolute. */
  languages: Record<Locale, string>;
  lastModified?: string;
}

export type SitemapFile = { kind: 'pages' } | { kind: 'properties'; locale: Locale; file: number };

/** Paths start with '/', so the site's origin plus the path is the absolute URL (without a URL parse per link). */
function absoluteAll(siteUrl: string, paths: Record<Locale, string>): Record<Locale, string> {
  const origin = new URL(siteUrl).origin;
  return Object.fromEntries(locales.map((locale) => [locale, `${origin}${paths[locale]}`])) as Record<Locale, string>;
}

/** One URL per language of one page, each listing the page in every language. */
function urlsFor(
  paths: Record<Locale, string>,
  siteUrl: string,
  lastModified: string | null,
  only?: Locale,
): SitemapUrl[] {
  const languages = absoluteAll(siteUrl, paths);
  return (only ? [only] : locales).map((locale) => ({
    url: languages[locale],
    languages,
    ...(lastModified ? { lastModified } : {}),
  }));
}

/** A property's canonical URL in each language: that language's city and title, as the detail page redirects to. */
function propertyPaths(entry: SitemapEntryDto): Record<Locale, string> {
  const goal = entry.goal ?? 'sale';
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      propertyPath({ id: entry.id, goal, city: entry.cities[locale], title: entry.titles[locale] }, locale),
    ]),
  ) as Record<Locale, string>;
}

/** A language's property file name; file n holds the BFF's page n. */
function propertyFileName(locale: Locale, file: number): string {
  return `properties-${locale}-${file}.xml`;
}

/** The file a /sitemaps/ name stands for, or null for a name this site never lists. */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^properties-([a-z]{2})-([1-9]\d{0,5})\.xml$/.exec(name);
  const locale = locales.find((each) => each === match?.[1]);
  return match && locale ? { kind: 'properties', locale, file: Number(match[2]) } : null;
}

/** pages.xml: the static pages and the projects, in every language. Static pages have no change date; projects take the CRM's. */
export function pagesUrls(siteUrl: string, projects: readonly SitemapEntryDto[]): SitemapUrl[] {
  const pages = SITEMAP_STATIC_PATHS.flatMap((path) => urlsFor(alternates(path), siteUrl, null));
  const projectUrls = projects.flatMap((project) =>
    urlsFor(
      projectAlternates({ id: project.id, cities: project.cities, names: project.titles }),
      siteUrl,
      project.changedAt,
    ),
  );
  return [...pages, ...projectUrls];
}

/** One language's property file: each property's URL in that language, with every alternate and the CRM change date. */
export function propertyFileUrls(
  siteUrl: string,
  locale: Locale,
  properties: readonly SitemapEntryDto[],
): SitemapUrl[] {
  return properties.flatMap((entry) => urlsFor(propertyPaths(entry), siteUrl, entry.changedAt, locale));
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export function renderUrlSet(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((entry) => {
      const links = locales
        .map(
          (locale) =>
            `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(entry.languages[locale])}" />`,
        )
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

/** The index entries: pages.xml, then each language's property files, each dated by its latest CRM change. */
export function sitemapIndexFiles(index: SitemapIndexDto): { name: string; lastModified?: string }[] {
  const dated = (name: string, lastModified: string | null) => (lastModified ? { name, lastModified } : { name });
  return [
    dated('pages.xml', index.projectsLastModified),
    ...locales.flatMap((locale) =>
      index.propertyFiles.map((file, at) => dated(propertyFileName(locale, at + 1), file.lastModified)),
    ),
  ];
}
