import type { SearchBlockDto } from '@immo/domain';
import { searchBlockContent } from './search-block-content';

const block: SearchBlockDto = {
  showSearchInput: true,
  showSearchButton: true,
  showCountProperty: true,
  showSearchCount: true,
  logo: null,
  title: ' Trouvez le bien qui vous ressemble ',
  descriptions: ['{FOR_SALE_TOTAL} biens à vendre', '{FOR_RENT_TOTAL} biens à louer'],
  countProperty: [96, 54],
};

describe(searchBlockContent.name, () => {
  it('puts the live counts into both descriptions and the buttons', () => {
    expect(searchBlockContent(block)).toEqual({
      title: 'Trouvez le bien qui vous ressemble',
      descriptions: ['96 biens à vendre', '54 biens à louer'],
      buttonCounts: { sale: 96, rent: 54 },
    });
  });

  it('shows no counts on the buttons when showCountProperty is off', () => {
    expect(searchBlockContent({ ...block, showCountProperty: false }).buttonCounts).toEqual({ sale: 0, rent: 0 });
  });

  it('leaves out empty descriptions', () => {
    expect(searchBlockContent({ ...block, descriptions: ['', '{FOR_RENT_TOTAL} à louer'] }).descriptions).toEqual([
      '54 à louer',
    ]);
  });
});
