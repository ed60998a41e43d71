import { localizePath, type Locale } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/NavLink';
import cardStyles from '@/components/Card.module.css';
import { PropertyCard } from '@/components/PropertyCard';
import { LocalizedLazySearchBox } from '@/components/search-box/LocalizedLazySearchBox';
import { getSiteFacts } from '@/config/site';
import type { PropertyGoal } from '@immo/domain';
import { listProperties } from '@/lib/bff';
import searchFormStyles from '@/components/SearchForm.module.css';

/** How many of the newest properties stand in for the missing one's neighbours. */
const SUGGESTIONS = 4;

const LIST_PATH: Record<PropertyGoal, string> = { sale: '/for-sale/', rent: '/for-rent/' };

/**
 * The error catalogue's 'Property Not Found' (spec §8): what happened, a
 * search form and, since the missing property gives nothing to compare with,
 * the newest properties of its list (for sale or for rent) with a link to it.
 */
export async function PropertyNotFoundMain({ locale, goal }: { locale: Locale; goal: PropertyGoal }) {
  const [tErrors, tSimilar, tNavigation, tNotFound, { marqueeIgnoreList }, suggestions] = await Promise.all([
    getTranslations({ locale, namespace: 'Errors' }),
    getTranslations({ locale, namespace: 'SimilarProperties' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    getTranslations({ locale, namespace: 'NotFoundPage' }),
    getSiteFacts(locale),
    // Extras: without them the page still says what happened.
    listProperties({ locale, goal, limit: SUGGESTIONS }).then(
      (page) => page.items,
      () => [],
    ),
  ]);
  return (
    <main id="main" className="container page">
      <h1>{tErrors('propertyNotFound')}</h1>
      <p>{tErrors('propertyNotFoundText')}</p>
      <div className={searchFormStyles.searchForm}>
        <LocalizedLazySearchBox locale={locale} marqueeIgnoreList={marqueeIgnoreList} showButton showCount />
      </div>
      <p>
        <NavLink href={localizePath(LIST_PATH[goal], locale)}>
          {goal === 'sale' ? tNavigation('forSale') : tNavigation('forRent')}
        </NavLink>
        {' · '}
        <NavLink href={localizePath('/', locale)}>{tNotFound('homeLink')}</NavLink>
      </p>
      {suggestions.length > 0 && (
        <section aria-labelledby="suggestions">
          <h2 id="suggestions">{tSimilar('title')}</h2>
          <div className={cardStyles.grid}>
            {suggestions.map((property) => (
              <PropertyCard key={property.id} property={property} locale={locale} />
            ))}
          </div>
        </section>
      )}
    </main>
  );
}
