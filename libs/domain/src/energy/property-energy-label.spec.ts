import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from '../geo/countries';
import { propertyEnergyLabel, type EnergyLabelInput } from './property-energy-label';

const belgian = (over: Partial<EnergyLabelInput>): EnergyLabelInput => ({
  zip: '9000',
  countryId: COUNTRY_BELGIUM,
  epcLabelText: null,
  energyPerformance: null,
  ...over,
});

describe(propertyEnergyLabel.name, () => {
  it('computes a Belgian label on the scale of the postal code’s region', () => {
    expect(propertyEnergyLabel(belgian({ zip: '9000', energyPerformance: 150 }))).toEqual({
      scheme: 'flanders',
      label: 'b',
    });
    expect(propertyEnergyLabel(belgian({ zip: '1050', energyPerformance: 150 }))).toEqual({
      scheme: 'brussels',
      label: 'c_sub',
    });
    expect(propertyEnergyLabel(belgian({ zip: '4000', energyPerformance: 150 }))).toEqual({
      scheme: 'wallonia',
      label: 'b',
    });
  });

  it('prefers the computed value over the CRM text in Belgium', () => {
    expect(propertyEnergyLabel(belgian({ energyPerformance: 450, epcLabelText: 'A' }))?.label).toBe('e');
  });

  it('falls back to a CRM text that exists on the region’s scale', () => {
    expect(propertyEnergyLabel(belgian({ zip: '1000', epcLabelText: 'C-' }))).toEqual({
      scheme: 'brussels',
      label: 'c_sub',
    });
    expect(propertyEnergyLabel(belgian({ zip: '5000', epcLabelText: 'A++' }))?.label).toBe('a_plusplus');
    // Flanders has no c_sub image.
    expect(propertyEnergyLabel(belgian({ zip: '9000', epcLabelText: 'C-' }))).toBeNull();
  });

  it('shows Luxembourg’s CRM label as given', () => {
    expect(
      propertyEnergyLabel({
        zip: 'L-1234',
        countryId: COUNTRY_LUXEMBOURG,
        epcLabelText: ' B ',
        energyPerformance: 500,
      }),
    ).toEqual({ scheme: 'luxembourg', label: 'B' });
  });

  it('returns null when nothing is known', () => {
    expect(propertyEnergyLabel(belgian({}))).toBeNull();
    expect(propertyEnergyLabel(belgian({ energyPerformance: Number.NaN }))).toBeNull();
    expect(propertyEnergyLabel(belgian({ zip: '', energyPerformance: 100 }))).toBeNull();
    expect(
      propertyEnergyLabel({ zip: 'L-1234', countryId: COUNTRY_LUXEMBOURG, epcLabelText: '', energyPerformance: 100 }),
    ).toBeNull();
    expect(propertyEnergyLabel({ zip: '75001', countryId: 33, epcLabelText: 'A', energyPerformance: 10 })).toBeNull();
  });
});
