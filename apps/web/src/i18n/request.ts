import { getMessages } from '@immo/i18n';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  // requestLocale is the [locale] segment; anything else (a stray request
  // outside the proxy's matcher) falls back to the configured default.
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await getMessages(locale),
    // The agency works in Belgium and Luxembourg; pin the zone so server and
    // browser format dates alike.
    timeZone: 'Europe/Brussels',
  };
});
