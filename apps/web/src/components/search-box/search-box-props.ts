// Server-only: the search box's props, shared by LocalizedSearchBox (home) and
// LocalizedLazySearchBox (404 pages).
import { SEARCH_MIN_QUERY_LENGTH, type Locale } from '@immo/domain';
import { localizePath } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import { priceLabelTexts } from '@/components/price-label-texts';
import { pluralTextFrom } from './plural-text';
import type { SearchBox, SearchBoxTexts } from './SearchBox';
import type { ComponentProps } from 'react';

export interface LocalizedSearchBoxProps {
  locale: Locale;
  marqueeIgnoreList: readonly number[];
  showButton: boolean;
  showCount: boolean;
}

/** The search box's props with every text resolved here, on the server (no dictionary reaches the browser). */
export async function searchBoxProps({
  locale,
  marqueeIgnoreList,
  showButton,
  showCount,
}: LocalizedSearchBoxProps): Promise<ComponentProps<typeof SearchBox>> {
  const [t, tErrors, price] = await Promise.all([
    getTranslations({ locale, namespace: 'SearchBlock' }),
    getTranslations({ locale, namespace: 'Errors' }),
    priceLabelTexts(locale),
  ]);
  const texts: SearchBoxTexts = {
    label: t('label'),
    placeholder: t('placeholder'),
    searchButton: t('searchButton'),
    searching: t('searching'),
    noResults: tErrors('noResults'),
    apiError: tErrors('apiError'),
    groups: { property: t('properties'), city: t('cities'), type: t('types') },
    results: pluralTextFrom(locale, (count) => t('results', { count })),
    propertyCount: pluralTextFrom(locale, (count) => t('propertyCount', { count })),
    price,
  };
  return {
    locale,
    texts,
    marqueeIgnoreList,
    showButton,
    showCount,
    fallbackAction: localizePath('/for-sale/', locale),
    minQueryLength: SEARCH_MIN_QUERY_LENGTH,
  };
}
