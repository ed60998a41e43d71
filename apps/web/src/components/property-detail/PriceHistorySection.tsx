import {
  formatDate,
  formatLocaleNumber,
  priceDisplay,
  priceLabel,
  type Locale,
  type PropertyDetailDto,
} from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { priceLabelTexts } from '@/components/price-label-texts';
import { getSiteFacts } from '@/config/site';
import layout from '@/components/DetailLayout.module.css';
import styles from './PriceHistorySection.module.css';

/**
 * The changes of the published price (visiblePriceHistory, issue 26), newest
 * first: server markup only. Each change says "lowered" or "raised" in words,
 * with its percentage and the price before, each price as the cards write it.
 * Absent when there is none (or while the price is on request).
 */
export async function PriceHistorySection({ property, locale }: { property: PropertyDetailDto; locale: Locale }) {
  const history = property.priceHistory ?? [];
  if (history.length === 0) return null;
  const [t, texts, { marqueeIgnoreList }] = await Promise.all([
    getTranslations({ locale, namespace: 'PriceHistory' }),
    priceLabelTexts(locale),
    getSiteFacts(locale),
  ]);
  // The property's own presentation (a rent's period, "from"), with the price of the day.
  const priceText = (price: number) => priceLabel(priceDisplay({ ...property, price }, marqueeIgnoreList), texts);
  return (
    <section aria-labelledby="price-history" className={layout.section} data-testid="price-history">
      <h2 id="price-history">{t('title')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('price')}</th>
            <th scope="col">{t('change')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => (
            <tr key={`${entry.day}-${entry.previousPrice}-${entry.price}`}>
              <td>
                <time dateTime={entry.day}>{formatDate(entry.day)}</time>
              </td>
              <td className={styles.price}>{priceText(entry.price)}</td>
              <td>
                {t(entry.direction, {
                  percent: formatLocaleNumber(entry.percent, locale),
                  // Kept on one line: "€" alone at a line's end reads as a price of nothing.
                  previous: priceText(entry.previousPrice).replaceAll(' ', '\u00a0'),
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
