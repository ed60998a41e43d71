import type { Locale, Messages } from '@immo/i18n';

// Types every t('…') call against the English dictionary, so a missing or
// misspelt key fails `tsc`, and narrows locales to ours.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
