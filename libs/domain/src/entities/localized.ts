import { type Locale } from '../locale';

/** Text the site configuration holds once per language; any language may be missing. */
export type LocalizedText = Partial<Record<Locale, string>>;

/** Column widths per breakpoint, in grid columns. */
export interface ColumnWidths {
  sm: number;
  md: number;
  lg: number;
}
