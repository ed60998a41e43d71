'use client';
import type { CityRegion } from '@immo/domain';
import type { KeyboardEvent } from 'react';
import { REGION_MAP_VIEWBOX, REGION_SHAPES } from './region-shapes';
import styles from './ZonePicker.module.css';

export interface RegionMapProps {
  label: string;
  /** How to use it by keyboard, read with the map. */
  keysHint: string;
  regionNames: Record<CityRegion, string>;
  selected: ReadonlySet<CityRegion>;
  onToggle: (region: CityRegion) => void;
}

/**
 * The regions as shapes that are checkboxes: clicked, or reached with Tab
 * and switched with Space or Enter. The list beside it holds the same
 * choices (and works without JavaScript), so the map is an addition, never
 * the only way.
 */
export function RegionMap({ label, keysHint, regionNames, selected, onToggle }: RegionMapProps) {
  const onKey = (event: KeyboardEvent, region: CityRegion) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onToggle(region);
    }
  };
  return (
    <figure className={styles.map}>
      <svg
        viewBox={REGION_MAP_VIEWBOX}
        role="group"
        aria-label={label}
        aria-describedby="region-map-keys"
        className={styles.mapSvg}
      >
        {REGION_SHAPES.map(({ region, path }) => (
          <path
            key={region}
            d={path}
            role="checkbox"
            aria-checked={selected.has(region)}
            aria-label={regionNames[region]}
            tabIndex={0}
            data-region={region}
            className={selected.has(region) ? `${styles.region} ${styles.regionOn}` : styles.region}
            onClick={() => onToggle(region)}
            onKeyDown={(event) => onKey(event, region)}
          />
        ))}
        {REGION_SHAPES.map(({ region, label: at }) => (
          <text key={region} x={at.x} y={at.y} className={styles.regionName} aria-hidden="true">
            {regionNames[region]}
          </text>
        ))}
      </svg>
      <figcaption id="region-map-keys" className={styles.mapHint}>
        {keysHint}
      </figcaption>
    </figure>
  );
}
