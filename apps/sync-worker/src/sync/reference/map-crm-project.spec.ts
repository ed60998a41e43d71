import { projectRecord } from '../../../test/support/reference/reference-records';
import { mapCrmProject } from './map-crm-project';

describe(mapCrmProject.name, () => {
  it('reads names per language, sanitised descriptions, a messy price and ordered photos', () => {
    const result = mapCrmProject(projectRecord(77));
    if (!result.ok) throw new Error(result.rejection.reason);
    expect(result.row).toMatchObject({
      id: 77,
      names: { nl: 'Residentie De Linden', fr: 'Résidence Les Tilleuls' },
      descriptions: { nl: '<p>Nieuwbouw <strong>met tuin</strong></p>', fr: '<p>Neuf avec jardin</p>' },
      price_from: 250000,
      price_to: 480000,
      latitude: 50.8275,
      longitude: 4.3701,
      documents: [{ url: 'https://cdn.example/prices.pdf', name: 'Liste de prix', type: 'pdf', locale: 'fr' }],
    });
    expect(result.row.pictures.map((picture) => picture.url)).toEqual([
      'https://cdn.example/p1.jpg',
      'https://cdn.example/p2.jpg',
    ]);
  });

  it('clears coordinates outside the Benelux and says so', () => {
    const result = mapCrmProject(projectRecord(77, { GoogleX: 2.35, GoogleY: 48.85 }));
    expect(
      result.ok && { latitude: result.row.latitude, longitude: result.row.longitude, notes: result.notes },
    ).toEqual({
      latitude: null,
      longitude: null,
      notes: ['coordinates 48.85, 2.35 (GoogleY, GoogleX) are outside the Benelux: cleared'],
    });
  });

  it('gives the same content hash to the same record, and another to a changed one', () => {
    const hash = (overrides = {}) => {
      const result = mapCrmProject(projectRecord(77, overrides));
      return result.ok ? result.row.content_hash : null;
    };
    expect(hash()).toBe(hash());
    expect(hash({ PriceTo: 490000 })).not.toBe(hash());
  });

  it('rejects a record whose price is not an amount', () => {
    expect(mapCrmProject(projectRecord(77, { PriceFrom: 'on request' }))).toEqual({
      ok: false,
      rejection: { id: 77, reason: 'GetProjectList: PriceFrom "on request" is not an amount' },
    });
  });

  it('rejects a price no column can hold rather than failing the whole run', () => {
    const result = mapCrmProject(projectRecord(77, { PriceTo: 1e12 }));
    expect(!result.ok && result.rejection.reason).toBe(
      'GetProjectList: PriceTo 1000000000000 is not a price (0 to 9 999 999 999.99)',
    );
  });
});
