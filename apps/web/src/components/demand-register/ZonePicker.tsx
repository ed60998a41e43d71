'use client';
import { type CityRegion, formatZone } from '@immo/domain';
import { useSyncExternalStore } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldError, RequiredMark } from '@/components/forms/FieldFrame';
import { useKitField } from '@/components/forms/form-kit-context';
import formStyles from '@/components/forms/Forms.module.css';
import type { ZoneGroup } from '@/lib/subscriptions/zone-groups';
import { RegionMap } from './RegionMap';
import styles from './ZonePicker.module.css';

export interface ZonePickerTexts {
  legend: string;
  hint: string;
  mapLabel: string;
  mapKeys: string;
  regionNames: Record<CityRegion, string>;
  /** Per region: 'All of Wallonia'. */
  regionAll: Record<CityRegion, string>;
  /** Per region: '12 postcodes in Wallonia'. */
  postcodesIn: Record<CityRegion, string>;
}

export interface ZonePickerProps {
  groups: readonly ZoneGroup[];
  texts: ZonePickerTexts;
}

const NAME = 'zones';

const noSubscription = () => () => undefined;

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value ? [value] : [];
}

/**
 * The demand's zones: per region a checkbox for the whole region and, folded
 * below it, one per postcode; with JavaScript, the region map too, switching
 * the same region checkboxes. Every checkbox is the field `zones`.
 */
export function ZonePicker({ groups, texts }: ZonePickerProps) {
  const { register, setValue, getValues, formState } = useFormContext();
  const field = useKitField(NAME, texts.legend, true);
  const chosen = asList(useWatch({ name: NAME, defaultValue: field.defaultValue }));
  // The map needs JavaScript to do anything: drawn once hydrated (false in the server's HTML), so nobody without it meets a dead map.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const initial = new Set(asList(field.defaultValue));
  const selectedRegions = new Set(
    groups.filter((group) => chosen.includes(group.regionValue)).map((group) => group.region),
  );

  const toggleRegion = (region: CityRegion) => {
    const value = formatZone({ kind: 'region', region });
    const current = asList(getValues(NAME));
    const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
    setValue(NAME, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  return (
    <fieldset
      className={`${formStyles.group} ${field.error ? formStyles.invalid : ''}`}
      aria-describedby={field.describedBy}
    >
      <legend className={formStyles.label}>
        {texts.legend}
        <RequiredMark />
      </legend>
      <p id={field.hintId} className={formStyles.hint}>
        {texts.hint}
      </p>
      <div className={styles.picker}>
        {interactive ? (
          <RegionMap
            label={texts.mapLabel}
            keysHint={texts.mapKeys}
            regionNames={texts.regionNames}
            selected={selectedRegions}
            onToggle={toggleRegion}
          />
        ) : null}
        <div className={styles.list}>
          {groups.map((group, index) => {
            // The first checkbox carries the field's id: the error summary links to it.
            const regionId = index === 0 ? field.id : `${field.id}-${group.region}`;
            return (
              <fieldset key={group.region} className={styles.regionGroup}>
                <legend className={styles.regionLegend}>{texts.regionNames[group.region]}</legend>
                <label htmlFor={regionId} className={formStyles.option}>
                  <input
                    id={regionId}
                    type="checkbox"
                    value={group.regionValue}
                    {...register(NAME)}
                    defaultChecked={initial.has(group.regionValue)}
                    aria-invalid={field.error ? true : undefined}
                    autoFocus={regionId === field.id && field.autoFocus}
                  />
                  <span>{texts.regionAll[group.region]}</span>
                </label>
                {group.places.length > 0 ? (
                  <details className={styles.places} open={group.places.some((place) => initial.has(place.value))}>
                    <summary>{texts.postcodesIn[group.region]}</summary>
                    <div className={styles.placeList}>
                      {group.places.map((place) => {
                        const id = `${field.id}-${place.value.replace(/[^A-Za-z0-9]/g, '-')}`;
                        return (
                          <label key={place.value} htmlFor={id} className={formStyles.option}>
                            <input
                              id={id}
                              type="checkbox"
                              value={place.value}
                              {...register(NAME)}
                              defaultChecked={initial.has(place.value)}
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
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}
