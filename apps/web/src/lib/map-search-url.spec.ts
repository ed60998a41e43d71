import { parseArea, type AreaProblem } from '@immo/domain';
import { sharedPageAddress } from './page-cache/page-address';
import { areaProblemQuery, listSearchQuery, parseListSearch } from './list-search';

// The map search's part of a list page's address (issue 26).
describe('map search in the list URL', () => {
  it('reads a town, a distance and a drawn area, and writes them back in the same form', () => {
    const search = parseListSearch({ near: '4000', km: '10', area: '50.6,5.5;50.7,5.6;50.6,5.7' });
    expect(search.filters).toEqual({
      near: '4000',
      km: 10,
      area: [
        { lat: 50.6, lng: 5.5 },
        { lat: 50.7, lng: 5.6 },
        { lat: 50.6, lng: 5.7 },
      ],
    });
    expect(search.areaProblem).toBeUndefined();
    expect(listSearchQuery(search.filters)).toBe('near=4000&km=10&area=50.6%2C5.5%3B50.7%2C5.6%3B50.6%2C5.7');
  });

  it('drops a distance without a town and an area that cannot be searched, saying why', () => {
    expect(listSearchQuery(parseListSearch({ km: '10' }).filters)).toBe('');
    const crossing = parseListSearch({ area: '50,5;51,6;51,5;50,7' });
    expect(crossing.filters.area).toBeUndefined();
    expect(crossing.areaProblem).toBe('selfIntersecting');
  });

  it('renders every bad area as one example of its problem, so the page cache keeps one copy per problem', () => {
    for (const problem of ['format', 'tooFew', 'tooMany', 'degenerate', 'selfIntersecting'] as AreaProblem[]) {
      const example = new URLSearchParams(areaProblemQuery(problem)).get('area') ?? '';
      expect(parseArea(example)).toEqual({ ok: false, problem });
    }
    expect(sharedPageAddress('/fr/a-vendre/', new URLSearchParams('area=50,5;51,6;51,5;50,7&minBedrooms=2'))).toBe(
      `/fr/a-vendre/?minBedrooms=2&${areaProblemQuery('selfIntersecting')}`,
    );
    expect(sharedPageAddress('/fr/a-vendre/', new URLSearchParams('area=1,1;1,2;1,3;1,1'))).toBe(
      `/fr/a-vendre/?${areaProblemQuery('degenerate')}`,
    );
  });
});
