import type { ProjectSummaryDto } from '@immo/domain';
import { useTranslations } from 'next-intl';
import { projectPrice } from './project-price';

export function ProjectPriceText({ project }: { project: Pick<ProjectSummaryDto, 'priceFrom' | 'priceTo'> }) {
  const t = useTranslations('Projects');
  const tCard = useTranslations('PropertyCard');
  const price = projectPrice(project);
  switch (price.kind) {
    case 'range':
      return t('priceRange', { from: price.from, to: price.to });
    case 'from':
      return tCard('startingFrom', { price: price.from });
    case 'none':
      return null;
  }
}
