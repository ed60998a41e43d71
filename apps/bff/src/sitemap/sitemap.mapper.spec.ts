import { toSitemapEntryDto } from './sitemap.mapper';

describe(toSitemapEntryDto.name, () => {
  it("gives every language's city and title, falling back like the detail page", () => {
    const entry = toSitemapEntryDto({
      id: 4101,
      goal: 0,
      city: 'Ixelles',
      cityNames: { fr: 'Ixelles', nl: 'Elsene' },
      titles: { fr: 'Appartement', en: 'Apartment' },
      changedAt: new Date('2025-12-17T17:00:00Z'),
    });
    expect(entry).toEqual({
      id: 4101,
      goal: 'sale',
      cities: { nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' },
      titles: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Appartement' },
      changedAt: '2025-12-17T17:00:00.000Z',
    });
  });

  it('keeps projects goal-less and a missing change date null', () => {
    const entry = toSitemapEntryDto({
      id: 9001,
      city: null,
      cityNames: null,
      titles: { fr: 'Les Jardins' },
      changedAt: null,
    });
    expect(entry).not.toHaveProperty('goal');
    expect(entry.changedAt).toBeNull();
    expect(entry.cities.nl).toBe('');
  });
});
