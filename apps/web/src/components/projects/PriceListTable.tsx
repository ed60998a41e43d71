import { formatNumber, mainTypeKey, marqueeBanner, priceDisplay, type PropertySummaryDto } from '@immo/domain';
import { propertyPath, type Locale } from '@immo/i18n';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/NavLink';
import { PriceText } from '@/components/PriceText';
import { PriceLoweredBadge } from '@/components/PriceLoweredBadge';
import styles from './Projects.module.css';

interface PriceListTableProps {
  units: readonly PropertySummaryDto[];
  locale: Locale;
  marqueeIgnoreList: readonly number[];
}

/**
 * The project's price list: one row per unit, its reference linking to the
 * unit's page. A real table (caption, column headers, a row header per
 * unit) so screen readers announce each cell with its column; it scrolls
 * sideways on a phone instead of squeezing the columns.
 */
export function PriceListTable({ units, locale, marqueeIgnoreList }: PriceListTableProps) {
  const t = useTranslations('Projects');
  const tUnits = useTranslations('Units');
  const tTypes = useTranslations('MainTypes');
  // The CRM's French name, in the visitor's language when the type is known.
  const typeName = (name: string) => {
    const key = mainTypeKey(name);
    return key ? tTypes(key) : name;
  };
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby="price-list" tabIndex={0}>
      <table className={styles.priceList} data-testid="price-list">
        <caption className="visually-hidden">{t('priceList')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('priceListUnit')}</th>
            <th scope="col">{t('priceListType')}</th>
            <th scope="col">{t('priceListSurface')}</th>
            <th scope="col">{t('priceListBedrooms')}</th>
            <th scope="col">{t('priceListPrice')}</th>
            <th scope="col">{t('priceListStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {units.map((unit) => {
            const banner = marqueeBanner(unit.marquee);
            return (
              <tr key={unit.id}>
                <th scope="row">
                  <NavLink href={propertyPath(unit, locale)} className={styles.unitLink}>
                    {unit.reference}
                  </NavLink>
                </th>
                <td>{typeName(unit.mainTypeName)}</td>
                <td>{unit.surface === null ? '–' : tUnits('squareMeters', { value: formatNumber(unit.surface) })}</td>
                <td>{unit.bedrooms ?? '–'}</td>
                <td>
                  <PriceText display={priceDisplay(unit, marqueeIgnoreList)} />
                  <PriceLoweredBadge lowered={unit.priceLowered} />
                </td>
                <td>{t('unitStatus', { status: banner ?? 'available' })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
