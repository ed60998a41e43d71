export { locales, type Locale } from '@immo/domain';
