import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from '../geo/countries';
import { postalRegion } from '../geo/postal-region';
import { energyLabel, energyLabels, type EnergyRegion } from './energy-label';

export type EnergyScheme = EnergyRegion | 'luxembourg';

export interface EnergyLabelInput {
  zip: string;
  countryId: number;
  epcLabelText: string | null;
  energyPerformance: number | null;
}

export interface PropertyEnergyLabel {
  /** Which set of label images to use. */
  scheme: EnergyScheme;
  label: string;
}

/** `A+` → `a_plus`, `C-` → `c_sub`: the CRM's spelling to our label codes. */
function crmLabelToCode(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\+\+/g, '_plusplus')
    .replace(/\+/g, '_plus')
    .replace(/-/g, '_sub')
    .replace(/\s+/g, '');
}

/**
 * The energy label to show for a property, or `null` when nothing is known.
 * Luxembourg has no computed scale here, so the CRM's text is shown as is.
 * A Belgian label is computed from the value on the region's scale; without a
 * value the CRM's text is used only if it is a label of that region's scale,
 * so an image always exists for it.
 */
export function propertyEnergyLabel(p: EnergyLabelInput): PropertyEnergyLabel | null {
  const crmText = p.epcLabelText?.trim() ?? '';
  if (p.countryId === COUNTRY_LUXEMBOURG) {
    return crmText ? { scheme: 'luxembourg', label: crmText } : null;
  }
  if (p.countryId !== COUNTRY_BELGIUM) {
    return null;
  }
  const region = postalRegion(p.zip);
  if (!region) {
    return null;
  }
  if (p.energyPerformance !== null && Number.isFinite(p.energyPerformance)) {
    return { scheme: region, label: energyLabel(region, p.energyPerformance) };
  }
  const code = crmLabelToCode(crmText);
  return code && energyLabels(region).includes(code) ? { scheme: region, label: code } : null;
}
