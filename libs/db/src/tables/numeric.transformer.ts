import type { ValueTransformer } from 'typeorm';

/**
 * pg returns NUMERIC as a string so no precision is lost; prices and energy
 * values fit a JS number comfortably, so the entity exposes numbers.
 */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
