import type { PageModuleDto } from '@immo/domain';
import { homeListLimit, homeModules } from './home-modules';

function module(overrides: Partial<PageModuleDto>): PageModuleDto {
  return {
    type: 'property-list',
    title: '',
    description: '',
    position: 0,
    numberItemOfRow: 4,
    maxItems: 4,
    article: null,
    ...overrides,
  };
}

describe(homeListLimit.name, () => {
  it('never shows more than four properties', () => {
    expect(homeListLimit(12)).toBe(4);
    expect(homeListLimit(3)).toBe(3);
    expect(homeListLimit(0)).toBe(4);
  });
});

describe(homeModules.name, () => {
  it('keeps the configured order: the news list, then the article', () => {
    const article = module({
      type: 'article',
      position: 2,
      title: 'About',
      article: { title: 'Welcome', html: '<p>Hello</p>' },
    });
    const news = module({ type: 'property-list', position: 1, title: 'News', maxItems: 8, numberItemOfRow: 6 });
    expect(homeModules([article, news])).toEqual([
      { type: 'property-list', key: 'property-list-0', title: 'News', description: '', limit: 4, perRow: 4 },
      { type: 'article', key: 'article-1', title: 'Welcome', html: '<p>Hello</p>' },
    ]);
  });

  it('leaves out contact modules and articles with nothing to show', () => {
    const modules = [
      module({ type: 'contact' }),
      module({ type: 'article', article: null }),
      module({ type: 'article', article: { title: 'Empty', html: '  ' } }),
    ];
    expect(homeModules(modules)).toEqual([]);
  });

  it('takes the module title when the article has none', () => {
    const [article] = homeModules([
      module({ type: 'article', title: 'Our agency', article: { title: '', html: '<p>Hi</p>' } }),
    ]);
    expect(article).toMatchObject({ title: 'Our agency' });
  });
});
