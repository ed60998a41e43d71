import { crmValueCodes, crmValueKinds, readCrmValue } from './crm-values';

describe(readCrmValue.name, () => {
  it("reads the sample's words, whatever their language, as codes", () => {
    expect(readCrmValue('heating', 'Mazout')).toBe('oil');
    expect(readCrmValue('heating', 'Pompe à chaleur')).toBe('heatPump');
    expect(readCrmValue('heating', 'Électrique')).toBe('electric');
    expect(readCrmValue('heating', 'Gaz')).toBe('gas');
    expect(readCrmValue('kitchen', 'Américaine')).toBe('openPlan');
    expect(readCrmValue('kitchen', 'Hyper-équipée')).toBe('fullyEquipped');
    expect(readCrmValue('kitchen', 'Semi-équipée')).toBe('semiEquipped');
    expect(readCrmValue('kitchen', 'Équipée')).toBe('equipped');
    expect(readCrmValue('glazing', 'Double vitrage')).toBe('double');
    expect(readCrmValue('roof', 'Ardoises')).toBe('slate');
    expect(readCrmValue('roof', 'Toiture plate')).toBe('flat');
    expect(readCrmValue('asbestos', 'Niet asbestveilig')).toBe('notAsbestosSafe');
    expect(readCrmValue('asbestos', 'Asbestveilig')).toBe('asbestosSafe');
  });

  it('reads Dutch, English and German words, any case or accents, and codes themselves', () => {
    expect(readCrmValue('heating', 'stookolie')).toBe('oil');
    expect(readCrmValue('heating', 'Wärmepumpe')).toBe('heatPump');
    expect(readCrmValue('glazing', ' DUBBELE  beglazing ')).toBe('double');
    expect(readCrmValue('kitchen', 'hyper equipee')).toBe('fullyEquipped');
    expect(readCrmValue('roof', 'slate')).toBe('slate');
  });

  it('gives null for a word it does not know, for empty text and for non-text', () => {
    expect(readCrmValue('heating', 'Charbon de bois artisanal')).toBeNull();
    expect(readCrmValue('heating', '')).toBeNull();
    expect(readCrmValue('roof', 42)).toBeNull();
    expect(readCrmValue('roof', null)).toBeNull();
    // A word of another kind is not taken for this one.
    expect(readCrmValue('roof', 'Mazout')).toBeNull();
  });

  it("reads the CRM's stock subjects of a message to an owner in any language, and leaves a typed one alone", () => {
    expect(readCrmValue('communicationSubject', 'Mise à jour du prix')).toBe('priceUpdate');
    expect(readCrmValue('communicationSubject', 'Offre reçue')).toBe('offerReceived');
    expect(readCrmValue('communicationSubject', 'Photos professionnelles')).toBe('professionalPhotos');
    expect(readCrmValue('communicationSubject', 'Rapport de visites')).toBe('visitReport');
    expect(readCrmValue('communicationSubject', "Professionele foto's")).toBe('professionalPhotos');
    expect(readCrmValue('communicationSubject', 'Uw dossier: afspraak met de notaris')).toBeNull();
  });

  it('has codes for every kind', () => {
    for (const kind of crmValueKinds) expect(crmValueCodes(kind).length).toBeGreaterThan(1);
  });
});
