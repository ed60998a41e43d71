// Detail addresses whose record the BFF does not have. A page that calls
// notFound() is sent by Next.js 16.3+ as an empty shell, its content in
// flight data only (vercel/next.js#62228): blank without JavaScript. So the
// proxy asks the BFF first and sends such an address to the not-found page
// (app/not-found.tsx), which Next.js renders completely, with 404.
import { parseRecordId } from '@immo/domain';
import { INTERNAL_TOKEN_HEADER } from '@immo/platform';
import { locales, resolvePath, type Locale } from '@immo/i18n';
import { isMissingStatus } from './bff-contract';

/** What the not-found page says: the Property Not Found state (and for which list), or the generic page. */
export type MissingKind = 'property-sale' | 'property-rent' | 'page';

export interface DetailAddress {
  locale: Locale;
  record: 'property' | 'project';
  /** Null when the id cannot be one of ours (not digits, beyond the database's range). */
  id: number | null;
  goal: 'sale' | 'rent';
}

/** A BFF slower than this is left to the page, which has its own error handling. */
const CHECK_TIMEOUT_MS = 2_000;

/** '/fr/a-vendre/etterbeek/maison/4113/', '/fr/property/4113/', '/nl/projecten/spa/x/9001/', '/fr/project/9001/'. */
export function detailAddress(pathname: string): DetailAddress | null {
  const [prefix, first, ...rest] = pathname.split('/').filter(Boolean);
  const locale = locales.find((enabled) => enabled === prefix);
  if (!locale) return null;
  // The spec's original '/property/{id}/' and '/project/{id}/' under a locale (app/[locale]/property, project).
  if ((first === 'property' || first === 'project') && rest.length === 1) {
    return { locale, record: first, id: parseRecordId(rest[0]!), goal: 'sale' };
  }
  const resolved = resolvePath(pathname);
  // An owner's property need not be public: the owner portal's own check (lib/owner/owner-gate.ts) answers for it.
  if (!resolved || resolved.params.id === undefined || resolved.route.startsWith('/owner/')) return null;
  const record = resolved.route.startsWith('/project/') ? 'project' : 'property';
  return {
    locale,
    record,
    id: parseRecordId(resolved.params.id),
    goal: resolved.params.goal === 'rent' ? 'rent' : 'sale',
  };
}

/**
 * What to show instead of the page at `pathname`, or null to render it: the
 * BFF answered 404 or 410 for its record (or its id cannot exist). Any other
 * answer, or none, is the page's to handle.
 */
export async function missingRecord(
  pathname: string,
  bffUrl: string,
  token: string,
): Promise<{ locale: Locale; kind: MissingKind } | null> {
  const address = detailAddress(pathname);
  if (!address) return null;
  const kind: MissingKind = address.record === 'project' ? 'page' : `property-${address.goal}`;
  if (address.id === null) return { locale: address.locale, kind };
  const collection = address.record === 'project' ? 'projects' : 'properties';
  try {
    const response = await fetch(`${bffUrl}/api/${collection}/${address.id}?locale=${address.locale}`, {
      cache: 'no-store',
      headers: { accept: 'application/json', [INTERNAL_TOKEN_HEADER]: token },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return isMissingStatus(response.status) ? { locale: address.locale, kind } : null;
  } catch {
    return null;
  }
}
