import { PROPERTY_FEATURES, type PropertyFeature } from '@immo/domain';
import { useTranslations } from 'next-intl';
import styles from './PropertyListPage.module.css';

const LABEL_KEYS = {
  garden: 'featureGarden',
  terrace: 'featureTerrace',
  parking: 'featureParking',
  'new-build': 'featureNewBuild',
} as const satisfies Record<PropertyFeature, string>;

/** What the property must have (each ticked one: featuresOf in @immo/domain), as checkboxes of the GET form. */
export function FeaturesField({ chosen }: { chosen: readonly PropertyFeature[] }) {
  const t = useTranslations('Filters');
  return (
    <fieldset className={`list-filters__features ${styles.features}`}>
      <legend>{t('features')}</legend>
      {PROPERTY_FEATURES.map((feature) => (
        <label key={feature} className={styles.check}>
          <input type="checkbox" name="feature" value={feature} defaultChecked={chosen.includes(feature)} />
          <span>{t(LABEL_KEYS[feature])}</span>
        </label>
      ))}
    </fieldset>
  );
}
