// The campaign parameters a visitor lands with (spec §3): kept in session
// storage by the web, sent with every form (the envelope's \`utm\`), shown in
// the agency's mail. No zod here: the web runs this on every page.

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type TUtm = Partial<Record<UtmKey, string>>;

/** The envelope's limit on one value (ZFormEnvelopeSchema). */
export const UTM_VALUE_MAX_LENGTH = 200;

/** The non-empty UTM parameters of a query string, each cut to the envelope's limit. */
export function pickUtmParams(search: string): TUtm {
  const params = new URLSearchParams(search);
  const picked: TUtm = {};
  for (const name of UTM_KEYS) {
    const value = params.get(name)?.trim();
    if (value) picked[name] = value.slice(0, UTM_VALUE_MAX_LENGTH);
  }
  return picked;
}
