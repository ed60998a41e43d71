// The guard against an export that would empty the site: the night the CRM
// exports half its listings, the previous catalogue must stay live.

/** The run is refused whole (its transaction rolled back); the reason is the operator's. */
export class ImportRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = ImportRefusedError.name;
  }
}

/**
 * Why withdrawing `withdrawn` of `live` listings is refused, or null when it
 * is allowed: up to `maxShare` (0–1) of the live listings may leave in one
 * run. An empty catalogue (first import) has nothing to lose and is never refused.
 * The same limit holds for properties and for projects, each counted on its
 * own; `alwaysAllowed` withdrawals pass whatever the share (a few projects).
 */
export function withdrawalRefusal(
  withdrawn: number,
  live: number,
  maxShare: number,
  { what = 'properties', alwaysAllowed = 0 }: { what?: 'properties' | 'projects'; alwaysAllowed?: number } = {},
): string | null {
  if (live === 0 || withdrawn <= alwaysAllowed || withdrawn <= live * maxShare) return null;
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  return `would withdraw ${withdrawn} of ${live} live ${what} (${percent(withdrawn / live)}), above the ${percent(maxShare)} limit`;
}
