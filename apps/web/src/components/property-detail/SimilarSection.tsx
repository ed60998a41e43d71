import type { PropertySummaryDto } from '@immo/domain';
import type { Locale } from '@immo/i18n';
import { useTranslations } from 'next-intl';
import cardStyles from '@/components/Card.module.css';
import { PropertyCard } from '@/components/PropertyCard';
import styles from './DetailPage.module.css';
import layout from '@/components/DetailLayout.module.css';

export function SimilarSection({ similar, locale }: { similar: PropertySummaryDto[]; locale: Locale }) {
  const t = useTranslations('SimilarProperties');
  return (
    <section aria-labelledby="similar" className={`${layout.section} ${styles.noPrint}`}>
      <h2 id="similar">{t('title')}</h2>
      {similar.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className={cardStyles.grid} data-testid="similar-properties">
          {similar.map((property) => (
            <PropertyCard key={property.id} property={property} locale={locale} />
          ))}
        </div>
      )}
    </section>
  );
}
