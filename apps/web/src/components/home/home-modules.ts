// Which of the home page's configured modules are shown, and how (spec §2
// "Menu pages": a property list module plus one article; §9: four per row,
// at most four).
import { HOME_LIST_ITEMS_PER_ROW, HOME_LIST_MAX_ITEMS, type PageModuleDto } from '@immo/domain';

export type HomeModule =
  | { type: 'property-list'; key: string; title: string; description: string; limit: number; perRow: number }
  | { type: 'article'; key: string; title: string; html: string };

/** At most HOME_LIST_MAX_ITEMS, whatever the configuration asks; a non-positive maxItems means the default. */
export function homeListLimit(maxItems: number): number {
  return maxItems > 0 ? Math.min(maxItems, HOME_LIST_MAX_ITEMS) : HOME_LIST_MAX_ITEMS;
}

/**
 * The modules in their configured order. Contact modules have no place on
 * the home page and an article without text in this language is left out.
 */
export function homeModules(modules: readonly PageModuleDto[]): HomeModule[] {
  return [...modules]
    .sort((a, b) => a.position - b.position)
    .flatMap((module, at): HomeModule[] => {
      const key = `${module.type}-${at}`;
      if (module.type === 'property-list') {
        const perRow =
          module.numberItemOfRow > 0
            ? Math.min(module.numberItemOfRow, HOME_LIST_ITEMS_PER_ROW)
            : HOME_LIST_ITEMS_PER_ROW;
        return [
          {
            type: 'property-list',
            key,
            title: module.title,
            description: module.description,
            limit: homeListLimit(module.maxItems),
            perRow,
          },
        ];
      }
      if (module.type === 'article' && module.article && module.article.html.trim() !== '') {
        return [{ type: 'article', key, title: module.article.title || module.title, html: module.article.html }];
      }
      return [];
    });
}
