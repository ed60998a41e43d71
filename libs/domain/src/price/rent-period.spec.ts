import { rentPeriod } from './rent-period';

describe(rentPeriod.name, () => {
  it('gives a sale price no period, whatever the unit text', () => {
    expect(rentPeriod(0, '/ mois')).toBeNull();
    expect(rentPeriod(0, null)).toBeNull();
  });

  it("reads the sample's '/ mois' and a missing unit as monthly", () => {
    expect(rentPeriod(1, '/ mois')).toBe('month');
    expect(rentPeriod(1, '')).toBe('month');
    expect(rentPeriod(1, null)).toBe('month');
    expect(rentPeriod(2, undefined)).toBe('month');
  });

  it('recognises periods written in any of the four languages', () => {
    expect(rentPeriod(1, 'per maand')).toBe('month');
    expect(rentPeriod(1, '/ Monat')).toBe('month');
    expect(rentPeriod(1, '/ an')).toBe('year');
    expect(rentPeriod(1, 'par année')).toBe('year');
    expect(rentPeriod(1, '€/m²/jaar')).toBe('year');
    expect(rentPeriod(1, 'per week')).toBe('week');
    expect(rentPeriod(1, '/ nuit')).toBe('day');
  });

  it('does not take a period for a word that merely contains it', () => {
    expect(rentPeriod(1, 'maandag')).toBe('month');
    expect(rentPeriod(1, 'Anvers')).toBe('month');
  });

  it("keeps 'starting from' text out of the period", () => {
    expect(rentPeriod(1, 'À partir de')).toBe('month');
  });
});
