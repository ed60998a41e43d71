// The city's name in every language, looked up in the CRM's city list
// (cities) for one property row. The list's key starts with zip and country,
// so the lookup is an index scan of the few communes sharing a postal code;
// the name is compared as typed first (OR stops there, sparing the
// unaccenting), then accent- and case-free, because the property's City and
// the list's Name are typed separately in the CRM ('Ixelles' / 'IXELLES').

/** A scalar subquery: the `names` jsonb of the property's city, or null. */
export function cityNamesSql(alias: string): string {
  return `(SELECT c."names" FROM "cities" c
    WHERE c."zip" = ${alias}."zip" AND c."country_id" = ${alias}."country_id"
      AND (c."name" = ${alias}."city" OR lower(immo_unaccent(c."name")) = lower(immo_unaccent(${alias}."city")))
    LIMIT 1)`;
}
