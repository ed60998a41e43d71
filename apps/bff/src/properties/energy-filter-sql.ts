// "Energy label at most X" as a WHERE clause. The label a card shows is
// worked out by @immo/domain (propertyEnergyLabel): the region of the postal
// code picks the scale, the energy value picks the band, and without a value
// the certificate's label text is used if the scale has it. The clause asks
// the same of each row without computing its label: the domain's
// energyCeiling turns the chosen label into each scale's last accepted value
// and its accepted label texts, and the postal ranges of postalRegion are
// repeated here as SQL. A property with no known label never matches.
import {
  COUNTRY_BELGIUM,
  energyCeiling,
  energyLabelText,
  type EnergyFilterLabel,
  type EnergyRegion,
} from '@immo/domain';

/** postalRegion's ranges, on the four digits of the postal code. */
const REGION_RANGES: ReadonlyArray<readonly [EnergyRegion, string]> = [
  ['brussels', 'BETWEEN 1000 AND 1299'],
  ['wallonia', 'BETWEEN 1300 AND 1499 OR {zip} BETWEEN 4000 AND 7999'],
  ['flanders', 'BETWEEN 1500 AND 3999 OR {zip} BETWEEN 8000 AND 9999'],
];

const ZIP = 'btrim(p.zip)::int';
/** The certificate's text as energyLabelText prints a code ('A+', 'C-'). */
const CRM_LABEL = `upper(regexp_replace(p.epc_label_text, '\\s', '', 'g'))`;

/** `param` adds a value to the statement's parameters and returns its placeholder. */
export function energyFilterSql(ceiling: EnergyFilterLabel, param: (value: unknown) => string): string {
  const branches = REGION_RANGES.map(([region, range]) => {
    const { limit, labels } = energyCeiling(region, ceiling);
    const byValue =
      limit.kind === 'none'
        ? 'false'
        : limit.kind === 'any'
          ? 'p.energy_performance IS NOT NULL'
          : limit.kind === 'below-zero'
            ? 'p.energy_performance < 0'
            : `p.energy_performance <= ${param(limit.value)}`;
    const byText = labels.length
      ? ` OR (p.energy_performance IS NULL AND ${CRM_LABEL} = ANY(${param(labels.map(energyLabelText))}::text[]))`
      : '';
    return `WHEN ${ZIP} ${range.replaceAll('{zip}', ZIP)} THEN (${byValue}${byText})`;
  });
  // The first branch keeps the cast from meeting a postal code that is not four digits.
  return `p.country_id = ${COUNTRY_BELGIUM} AND CASE WHEN btrim(p.zip) !~ '^[0-9]{4}$' THEN false ${branches.join(' ')} ELSE false END`;
}
