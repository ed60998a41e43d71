import {
  type CityRegion,
  ENERGY_FILTER_LABELS,
  energyLabelText,
  GOALS,
  type Locale,
  PROPERTY_FEATURES,
  type ValidationKey,
} from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { listCities, listTypes } from '@/lib/bff';
import {
  type CriteriaErrors,
  type CriteriaField,
  type CriteriaValues,
  CRITERIA_FIELDS,
  featureMessageKey,
} from '@/lib/subscriptions/alert-criteria';
import { changeAlertCriteria } from '@/lib/subscriptions/manage-alerts-actions';
import { zoneGroups } from '@/lib/subscriptions/zone-groups';
import forms from '@/components/forms/Forms.module.css';
import zoneStyles from '@/components/demand-register/ZonePicker.module.css';
import styles from './ManageAlerts.module.css';

export interface AlertCriteriaFormProps {
  alertId: string;
  number: number;
  token: string;
  locale: Locale;
  values: CriteriaValues;
  errors: CriteriaErrors;
}

const list = (value: string | string[] | undefined): string[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const single = (value: string | string[] | undefined): string => (typeof value === 'string' ? value : '');

/**
 * One alert's criteria as a plain form (no script): the demand register's
 * fields, filled with the alert as it is or as the visitor typed it, each
 * refusal beside its field and listed above, linked to it. It POSTs to a
 * server action, as the page's other forms do.
 */
export async function AlertCriteriaForm({ alertId, number, token, locale, values, errors }: AlertCriteriaFormProps) {
  const [t, tRegister, tForm, tRegions, tValidation, tKit, types, cities] = await Promise.all([
    getTranslations({ locale, namespace: 'ManageAlerts' }),
    getTranslations({ locale, namespace: 'DemandRegisterForm' }),
    getTranslations({ locale, namespace: 'Form' }),
    getTranslations({ locale, namespace: 'Regions' }),
    getTranslations({ locale, namespace: 'Validation' }),
    getTranslations({ locale, namespace: 'FormKit' }),
    listTypes(locale),
    listCities(locale),
  ]);
  const id = (field: CriteriaField) => `criteria-${alertId}-${field}`;
  const message = (key: ValidationKey) => (tValidation as unknown as (key: string) => string)(key);
  const labels: Record<CriteriaField, string> = {
    goal: tForm('goal'),
    propertyTypes: tForm('propertyTypes'),
    zones: tRegister('zones'),
    budgetMin: tForm('budgetMin'),
    budgetMax: tForm('budgetMax'),
    bedroomsMin: tForm('bedroomsMin'),
    livingAreaMin: `${tRegister('livingArea')}: ${tRegister('livingAreaMin')}`,
    livingAreaMax: `${tRegister('livingArea')}: ${tRegister('livingAreaMax')}`,
    maxEnergy: tRegister('maxEnergy'),
    features: tRegister('features'),
  };
  const refused = CRITERIA_FIELDS.filter((field) => errors[field] !== undefined);
  const required = (
    <>
      <span aria-hidden="true" className={forms.requiredMark}>
        {' *'}
      </span>
      <span className="visually-hidden">{` (${tKit('required')})`}</span>
    </>
  );
  const errorOf = (field: CriteriaField) => {
    const key = errors[field];
    return key === undefined ? null : (
      <p id={`${id(field)}-error`} className={forms.error}>
        {message(key)}
      </p>
    );
  };
  const invalid = (field: CriteriaField) =>
    errors[field] === undefined ? {} : { 'aria-invalid': true as const, 'aria-describedby': `${id(field)}-error` };

  const text = (field: CriteriaField, label: string, hint?: string): ReactNode => (
    <div className={`${forms.field} ${errors[field] ? forms.invalid : ''}`}>
      <label htmlFor={id(field)} className={forms.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id(field)}-hint`} className={forms.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id(field)}
        name={field}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={forms.control}
        defaultValue={single(values[field])}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={
          [hint ? `${id(field)}-hint` : '', errors[field] ? `${id(field)}-error` : ''].filter(Boolean).join(' ') ||
          undefined
        }
      />
      {errorOf(field)}
    </div>
  );

  const choices = (
    field: CriteriaField,
    type: 'radio' | 'checkbox',
    legend: string,
    options: readonly { value: string; label: string }[],
    isRequired: boolean,
    inline = false,
  ): ReactNode => {
    const chosen = list(values[field]);
    return (
      <fieldset
        className={`${forms.group} ${errors[field] ? forms.invalid : ''}`}
        aria-describedby={errors[field] ? `${id(field)}-error` : undefined}
      >
        <legend className={forms.label}>
          {legend}
          {isRequired ? required : null}
        </legend>
        <div className={inline ? forms.inlineOptions : forms.options}>
          {options.map((option, index) => {
            const optionId = index === 0 ? id(field) : `${id(field)}-${index}`;
            return (
              <label key={option.value} htmlFor={optionId} className={forms.option}>
                <input
                  id={optionId}
                  type={type}
                  name={field}
                  value={option.value}
                  defaultChecked={chosen.includes(option.value)}
                />
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
        {errorOf(field)}
      </fieldset>
    );
  };

  const chosenZones = new Set(list(values.zones));
  const groups = zoneGroups(cities.all);
  const regionName = (region: CityRegion) => tRegions(region);
  const heading = `alert-${alertId}-criteria-title`;

  return (
    <section id={`alert-${alertId}-criteria`} className={styles.criteria} aria-labelledby={heading}>
      <h3 id={heading}>{t('criteriaTitle', { number })}</h3>
      <p>{t('criteriaNotice')}</p>
      <form action={changeAlertCriteria} className={forms.form} noValidate>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="id" value={alertId} />
        <input type="hidden" name="locale" value={locale} />
        {refused.length > 0 ? (
          <div role="alert" className={forms.summary}>
            <p className={forms.summaryTitle}>{t('criteriaProblem')}</p>
            <ul>
              {refused.map((field) => (
                <li key={field}>
                  <a href={`#${id(field)}`}>
                    {labels[field]}: {message(errors[field] as ValidationKey)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className={forms.hint}>{tKit('requiredHint')}</p>
        {choices(
          'goal',
          'radio',
          labels.goal,
          GOALS.map((goal) => ({ value: goal, label: tForm('goalOption', { goal }) })),
          true,
          true,
        )}
        {choices(
          'propertyTypes',
          'checkbox',
          labels.propertyTypes,
          types
            .filter((type) => type.Sale || type.Rent)
            .map((type) => ({ value: String(type.WebID), label: type.Name })),
          true,
        )}
        <fieldset
          className={`${forms.group} ${errors.zones ? forms.invalid : ''}`}
          aria-describedby={[`${id('zones')}-hint`, errors.zones ? `${id('zones')}-error` : ''].join(' ').trim()}
        >
          <legend className={forms.label}>
            {labels.zones}
            {required}
          </legend>
          <p id={`${id('zones')}-hint`} className={forms.hint}>
            {tRegister('zonesHint')}
          </p>
          <div className={zoneStyles.list}>
            {groups.map((group, index) => {
              const regionId = index === 0 ? id('zones') : `${id('zones')}-${group.region}`;
              return (
                <fieldset key={group.region} className={zoneStyles.regionGroup}>
                  <legend className={zoneStyles.regionLegend}>{regionName(group.region)}</legend>
                  <label htmlFor={regionId} className={forms.option}>
                    <input
                      id={regionId}
                      type="checkbox"
                      name="zones"
                      value={group.regionValue}
                      defaultChecked={chosenZones.has(group.regionValue)}
                    />
                    <span>{tRegister('regionAll', { region: regionName(group.region) })}</span>
                  </label>
                  {group.places.length > 0 ? (
                    <details
                      className={zoneStyles.places}
                      open={group.places.some((place) => chosenZones.has(place.value))}
                    >
                      <summary>
                        {tRegister('postcodesIn', { count: group.places.length, region: regionName(group.region) })}
                      </summary>
                      <div className={zoneStyles.placeList}>
                        {group.places.map((place) => {
                          const placeId = `${id('zones')}-${place.value.replace(/[^A-Za-z0-9]/g, '-')}`;
                          return (
                            <label key={place.value} htmlFor={placeId} className={forms.option}>
                              <input
                                id={placeId}
                                type="checkbox"
                                name="zones"
                                value={place.value}
                                defaultChecked={chosenZones.has(place.value)}
                              />
                              <span>{place.label}</span>
                            </label>
                          );
                        })}
                      </div>
                    </details>
                  ) : null}
                </fieldset>
              );
            })}
          </div>
          {errorOf('zones')}
        </fieldset>
        <fieldset className={forms.group}>
          <legend className={forms.label}>{tRegister('budget')}</legend>
          <div className={forms.row}>
            {text('budgetMin', labels.budgetMin, tRegister('budgetHint'))}
            {text('budgetMax', labels.budgetMax)}
          </div>
          {text('bedroomsMin', labels.bedroomsMin)}
        </fieldset>
        <fieldset className={forms.group}>
          <legend className={forms.label}>{tRegister('livingArea')}</legend>
          <div className={forms.row}>
            {text('livingAreaMin', tRegister('livingAreaMin'), tRegister('livingAreaHint'))}
            {text('livingAreaMax', tRegister('livingAreaMax'))}
          </div>
        </fieldset>
        <div className={`${forms.field} ${errors.maxEnergy ? forms.invalid : ''}`}>
          <label htmlFor={id('maxEnergy')} className={forms.label}>
            {labels.maxEnergy}
          </label>
          <select
            id={id('maxEnergy')}
            name="maxEnergy"
            className={`${forms.control} ${forms.select}`}
            defaultValue={single(values.maxEnergy)}
            {...invalid('maxEnergy')}
          >
            <option value="">{tRegister('energyAny')}</option>
            {ENERGY_FILTER_LABELS.map((label) => (
              <option key={label} value={label}>
                {energyLabelText(label)}
              </option>
            ))}
          </select>
          {errorOf('maxEnergy')}
        </div>
        {choices(
          'features',
          'checkbox',
          labels.features,
          PROPERTY_FEATURES.map((feature) => ({
            value: feature,
            label: tRegister('featureOption', { feature: featureMessageKey(feature) }),
          })),
          false,
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {t('criteriaSave')}
          </button>
          <a className={`${styles.button} ${styles.secondary}`} href={`?#alert-${alertId}`}>
            {t('criteriaCancel')}
          </a>
        </div>
      </form>
    </section>
  );
}
