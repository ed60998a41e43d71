import { parseCompliance, parseCrmFlag } from './crm-flags';

describe(parseCrmFlag.name, () => {
  it.each(['true', 'TRUE', '1', 'yes', 'Oui', 'ja', ' Ja '])('reads %p as yes', (value) => {
    expect(parseCrmFlag(value)).toBe(true);
  });

  it.each(['false', '0', 'no', 'Non', 'nee', 'Nein'])('reads %p as no', (value) => {
    expect(parseCrmFlag(value)).toBe(false);
  });

  it('takes booleans and 0/1 numbers as they are', () => {
    expect(parseCrmFlag(true)).toBe(true);
    expect(parseCrmFlag(false)).toBe(false);
    expect(parseCrmFlag(1)).toBe(true);
    expect(parseCrmFlag(0)).toBe(false);
  });

  it('says nothing about blanks, free text and other values', () => {
    for (const value of [null, undefined, '', 'peut-être', 2, {}]) {
      expect(parseCrmFlag(value)).toBeNull();
    }
  });
});

describe(parseCompliance.name, () => {
  it("reads the CRM's certificate outcomes in each language", () => {
    expect(parseCompliance('Conforme')).toBe(true);
    expect(parseCompliance('Non conforme')).toBe(false);
    expect(parseCompliance('non-conforme')).toBe(false);
    expect(parseCompliance('Niet conform')).toBe(false);
    expect(parseCompliance('conform')).toBe(true);
    expect(parseCompliance('nicht konform')).toBe(false);
  });

  it('falls back to a yes/no flag and otherwise says nothing', () => {
    expect(parseCompliance('true')).toBe(true);
    expect(parseCompliance('0')).toBe(false);
    expect(parseCompliance('to be checked')).toBeNull();
    expect(parseCompliance(null)).toBeNull();
  });
});
