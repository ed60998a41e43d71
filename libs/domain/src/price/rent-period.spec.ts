import { rentPeriod } from './rent-period';

describe(rentPeriod.name, () => {
  it('gives a sale price no period, whatever the unit text', () => {
    expect(rentPeriod('sale', '/ mois')).toBeNull();
    expect(rentPeriod('sale', null)).toBeNull();
  });

  it("reads the sample's '/ mois' and a missing unit as monthly", () => {
    expect(rentPeriod('rent', '/ mois')).toBe('month');
    expect(rentPeriod('rent', '')).toBe('month');
    expect(rentPeriod('rent', null)).toBe('month');
    expect(rentPeriod('rent', undefined)).toBe('month');
  });

  it('recognises periods written in any of the four languages', () => {
    expect(rentPeriod('rent', 'per maand')).toBe('month');
    expect(rentPeriod('rent', '/ Monat')).toBe('month');
    expect(rentPeriod('rent', '/ an')).toBe('year');
    expect(rentPeriod('rent', 'par année')).toBe('year');
    expect(rentPeriod('rent', '€/m²/jaar')).toBe('year');
    expect(rentPeriod('rent', 'per week')).toBe('week');
    expect(rentPeriod('rent', '/ nuit')).toBe('day');
  });

  it('does not take a period for a word that merely contains it', () => {
    expect(rentPeriod('rent', 'maandag')).toBe('month');
    expect(rentPeriod('rent', 'Anvers')).toBe('month');
  });

  it("keeps 'starting from' text out of the period", () => {
    expect(rentPeriod('rent', 'À partir de')).toBe('month');
  });
});
