// The pages the proxy answers itself, before Next.js renders anything: the
// spec's API-failure page (§8) while the BFF cannot be reached, and the 404
// page for an address Next.js cannot even decode. Plain HTML without script,
// so it reads the same without JavaScript. The site configuration (menu,
// logo, footer) comes from the BFF, so the frame is the environment's agency
// name and phone only.
import { formatPhone, phoneHref } from '@immo/domain';
import { getMessages, localizePath, type Locale } from '@immo/i18n';

/** Seconds a client should wait before asking again (the proxy probes every few seconds). */
export const API_FAILURE_RETRY_AFTER_SECONDS = 30;

export interface PlainPageFrame {
  locale: Locale;
  agencyName: string;
  phone: string;
}

interface PlainPageContent {
  title: string;
  text: string;
  /** An alert is announced at once by screen readers. */
  alert: boolean;
  links: ReadonlyArray<{ href: string; label: string }>;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

// Only our own CSS: the page has no stylesheet of the build to link to.
const STYLE = `body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1b1b1b}
header,footer{padding:1rem 1.5rem;background:#0f3d5c;color:#fff}header a,footer a{color:#fff;font-weight:600;text-decoration:none}
main{max-width:40rem;margin:3rem auto;padding:0 1.5rem}[role=alert]{border-left:4px solid #b3261e;padding:.25rem 1rem}
.actions a{display:inline-block;margin:0 1rem .5rem 0;color:#0f3d5c}`;

function renderPlainPage(
  { locale, agencyName, phone }: PlainPageFrame,
  { title, text, alert, links }: PlainPageContent,
): string {
  const home = escapeHtml(localizePath('/', locale));
  const agency = escapeHtml(agencyName);
  const message = `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`;
  const actions = links.map(({ href, label }) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join('');
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${agency}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="${home}">${agency}</a></header>
<main id="main">
${alert ? `<div role="alert">\n${message}\n</div>` : message}
<p class="actions">${actions}</p>
</main>
<footer>${agency} · <a href="${escapeHtml(phoneHref(phone))}">${escapeHtml(formatPhone(phone))}</a></footer>
</body>
</html>
`;
}

/** 'Il y a une erreur dans l'API' and a link that asks for `retryHref` (the same address) again. */
export function renderApiFailurePage(frame: PlainPageFrame, retryHref: string): string {
  const { Errors, ErrorPage } = getMessages(frame.locale);
  return renderPlainPage(frame, {
    title: Errors.apiErrorLabel,
    text: Errors.apiError,
    alert: true,
    links: [
      { href: retryHref, label: ErrorPage.retry },
      { href: localizePath('/', frame.locale), label: ErrorPage.homeLink },
    ],
  });
}

/** The 404 page's title and text, and the way home. */
export function renderNotFoundPage(frame: PlainPageFrame): string {
  const { NotFoundPage } = getMessages(frame.locale);
  return renderPlainPage(frame, {
    title: NotFoundPage.title,
    text: NotFoundPage.text,
    alert: false,
    links: [{ href: localizePath('/', frame.locale), label: NotFoundPage.homeLink }],
  });
}

/**
 * The answer to a client past its render budget (server-render-budget.mjs):
 * what happened, when to try again, the same address to retry and the way home.
 */
export function renderBusyPage(frame: PlainPageFrame, retryHref: string): string {
  const { ErrorPage } = getMessages(frame.locale);
  return renderPlainPage(frame, {
    title: ErrorPage.busyTitle,
    text: ErrorPage.busyText,
    alert: true,
    links: [
      { href: retryHref, label: ErrorPage.retry },
      { href: localizePath('/', frame.locale), label: ErrorPage.homeLink },
    ],
  });
}
