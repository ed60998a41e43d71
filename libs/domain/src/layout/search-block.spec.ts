import { fillPropertyCounts } from './search-block';

describe(fillPropertyCounts.name, () => {
  it('puts the counts into the description', () => {
    expect(fillPropertyCounts('{FOR_SALE_TOTAL} à vendre, {FOR_RENT_TOTAL} à louer', { sale: 12, rent: 0 })).toBe(
      '12 à vendre, 0 à louer',
    );
  });

  it('replaces every occurrence and leaves other text alone', () => {
    expect(fillPropertyCounts('{FOR_SALE_TOTAL}/{FOR_SALE_TOTAL} {OTHER}', { sale: 3, rent: 1 })).toBe('3/3 {OTHER}');
  });
});
