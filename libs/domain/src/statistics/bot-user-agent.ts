// Crawlers, link previewers, monitoring probes and scripted clients fetch
// property pages too; counting them would show owners visits nobody made.
// Substrings, matched case-insensitively: new crawlers mostly follow the
// 'bot'/'crawl'/'spider' naming, so the list stays short and readable.
export const BOT_USER_AGENT_PATTERNS: readonly string[] = [
  'bot',
  'crawl',
  'spider',
  'slurp',
  'scrape',
  'archiver',
  'facebookexternalhit',
  'facebookcatalog',
  'embedly',
  'whatsapp',
  'skypeuripreview',
  'preview',
  'headless',
  'phantomjs',
  'puppeteer',
  'playwright',
  'selenium',
  'webdriver',
  'lighthouse',
  'pagespeed',
  'pingdom',
  'uptime',
  'monitor',
  'curl',
  'wget',
  'python-requests',
  'python-urllib',
  'aiohttp',
  'httpx',
  'go-http-client',
  'java/',
  'okhttp',
  'apache-httpclient',
  'node-fetch',
  'axios',
  'undici',
  'libwww-perl',
  'httpie',
  'postman',
  'insomnia',
];

const BOT_PATTERN = new RegExp(
  BOT_USER_AGENT_PATTERNS.map((pattern) => pattern.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'),
  'i',
);

/**
 * Whether a request's User-Agent is a robot rather than a person's browser.
 * A missing or blank User-Agent counts as a robot: every browser sends one.
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (userAgent === null || userAgent === undefined || userAgent.trim() === '') return true;
  return BOT_PATTERN.test(userAgent);
}
