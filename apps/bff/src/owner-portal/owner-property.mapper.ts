// A property as its owner sees it in the portal: the same title, city, price
// and page address as the public list shows (toPropertySummaryDto,
// priceDisplay, propertyPath), in the owner's language.
import {
  type Locale,
  type OwnerPropertyDto,
  type OwnerViewCounts,
  ownerPropertyStatus,
  priceDisplay,
} from '@immo/domain';
import { propertyPath } from '@immo/i18n';
import { type PropertySummarySource, toPropertySummaryDto } from '../properties/property.mapper';
import type { PropertyEntity } from '@immo/db';

export type OwnerPropertySource = PropertySummarySource & Pick<PropertyEntity, 'withdrawnAt'>;

export function toOwnerPropertyDto(
  property: OwnerPropertySource,
  locale: Locale,
  marqueeIgnoreList: readonly number[],
  views: OwnerViewCounts,
): OwnerPropertyDto {
  const summary = toPropertySummaryDto(property, locale, marqueeIgnoreList);
  const live = property.withdrawnAt === null;
  return {
    id: summary.id,
    reference: summary.reference,
    title: summary.title || summary.reference,
    city: summary.city,
    status: ownerPropertyStatus({ goal: summary.goal, marquee: summary.marquee, live }),
    goal: summary.goal,
    price: priceDisplay(summary, marqueeIgnoreList),
    photoUrl: summary.picture?.url ?? null,
    path: live ? propertyPath(summary, locale) : null,
    views,
  };
}
