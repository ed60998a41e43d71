import {
  favouriteStatus,
  formatNumber,
  formatPrice,
  priceDisplay,
  pricePerSquareMeter,
  propertyEnergyLabel,
  type PropertyByIdsItemDto,
} from '@immo/domain';
import { propertyPath, type Locale } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { NavLink } from '@/components/NavLink';
import { PriceText } from '@/components/PriceText';
import { PriceLoweredBadge } from '@/components/PriceLoweredBadge';
import { PropertyPhoto } from '@/components/PropertyPhoto';
import { EnergyLabelImage } from '@/components/property-detail/EnergyLabelImage';
import { getSiteFacts } from '@/config/site';
import styles from './Compare.module.css';

/** The CRM writes 0 for a number nobody filled in: not a fact to compare. */
function known(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && value !== 0;
}

/**
 * Two to four properties side by side (issue 26): a column per property, a
 * row per fact. What the data does not give says "not known"; nothing is
 * estimated here. Amounts that would reveal an unpublished price never
 * reach the web (the BFF withholds them).
 */
export async function CompareTable({ items, locale }: { items: PropertyByIdsItemDto[]; locale: Locale }) {
  const [t, tUnits, tFavourites, { marqueeIgnoreList }] = await Promise.all([
    getTranslations({ locale, namespace: 'Compare' }),
    getTranslations({ locale, namespace: 'Units' }),
    getTranslations({ locale, namespace: 'Favourites' }),
    getSiteFacts(locale),
  ]);
  const unknown = <span className={styles.unknown}>{t('unknown')}</span>;
  const area = (value: number | null | undefined) =>
    known(value) ? tUnits('squareMeters', { value: formatNumber(value) }) : unknown;
  const count = (value: number | null | undefined) => (known(value) ? formatNumber(value) : unknown);
  const money = (value: number | null | undefined) => (known(value) ? formatPrice(value) : unknown);
  type RowLabel =
    | 'price'
    | 'pricePerSquareMeter'
    | 'livingSurface'
    | 'groundSurface'
    | 'bedrooms'
    | 'bathrooms'
    | 'energyLabel'
    | 'energyEstimate'
    | 'constructionYear'
    | 'ownerCharges'
    | 'renterCharges';
  const rows: [RowLabel, (item: PropertyByIdsItemDto) => ReactNode][] = [
    [
      'price',
      (item) => (
        <>
          <PriceText display={priceDisplay(item, marqueeIgnoreList)} />
          <PriceLoweredBadge lowered={item.priceLowered} />
        </>
      ),
    ],
    [
      'pricePerSquareMeter',
      (item) => {
        const display = priceDisplay(item, marqueeIgnoreList);
        const perArea =
          display.kind === 'price' ? pricePerSquareMeter(item.price, item.facts.livingSurface ?? item.surface) : null;
        return perArea === null || display.kind !== 'price' ? (
          unknown
        ) : (
          <PriceText display={{ ...display, text: formatPrice(perArea) }} />
        );
      },
    ],
    ['livingSurface', (item) => area(item.facts.livingSurface ?? item.surface)],
    ['groundSurface', (item) => area(item.facts.groundSurface)],
    ['bedrooms', (item) => count(item.bedrooms)],
    ['bathrooms', (item) => count(item.facts.bathrooms)],
    [
      'energyLabel',
      (item) => {
        const energy = propertyEnergyLabel({
          ...item,
          energyPerformance: item.facts.energyPerformance ?? item.energyPerformance,
        });
        return energy ? <EnergyLabelImage label={energy.label} scheme={energy.scheme} /> : unknown;
      },
    ],
    [
      'energyEstimate',
      (item) =>
        known(item.facts.epcTotalConsumption)
          ? tUnits('energyTotal', { value: formatNumber(item.facts.epcTotalConsumption) })
          : unknown,
    ],
    [
      'constructionYear',
      (item) => (known(item.facts.constructionYear) ? String(item.facts.constructionYear) : unknown),
    ],
    ['ownerCharges', (item) => money(item.facts.ownerCharges)],
    ['renterCharges', (item) => money(item.facts.renterCharges)],
  ];
  return (
    // A phone scrolls the table inside its own box; the box is focusable so a keyboard can scroll it too.
    <div className={styles.scroller} role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className={styles.table} data-testid="compare-table">
        <caption id="compare-caption">{t('caption', { count: items.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('property')}</th>
            {items.map((item) => {
              const status = favouriteStatus(item);
              return (
                <th scope="col" key={item.id}>
                  <PropertyPhoto picture={item.picture} alt="" sizes="12rem" eager={false} className={styles.photo} />
                  <NavLink href={propertyPath(item, locale)}>{item.title}</NavLink>
                  <span className={styles.city}>
                    {item.zip} {item.city}
                  </span>
                  {status !== 'available' && <span className={styles.status}>{tFavourites('status', { status })}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row">{t(label)}</th>
              {items.map((item) => (
                <td key={item.id}>{cell(item)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
