import { type Locale } from '../locale';

export interface SiteConfig {
  showSearchInput: boolean;
  showSearchButton: boolean;
  showCountProperty: boolean;
  showSearchCount: boolean;
  data: {
    /** Sale total, then rent total. */
    countProperty: [sale: number, rent: number];
  };
}

/** The web's global UI state. */
export interface SettingsSlice {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  topBarShow: boolean;
  language: Locale;
}

/** Background of a banner or module; '' means none. */
export type MediaDisplayKind = 'image' | 'color' | 'gallery' | '';
