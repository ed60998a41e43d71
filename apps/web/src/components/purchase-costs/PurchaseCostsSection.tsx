// The purchase costs of a property for sale, rendered on the server in the
// page's language. The visitor's choices come back through the page's query
// (a GET form), so the section works without JavaScript and adds no script
// to the detail page's first load (docs/decisions.md, "Purchase costs").
import {
  brusselsDay,
  COUNTRY_LUXEMBOURG,
  formatDate,
  formatNumber,
  formatPrice,
  isHomeType,
  isPricePublished,
  marqueeBanner,
  parseCostsQuery,
  priceDisplay,
  purchaseCosts,
  type CostsSearchParams,
  type PropertyDetailDto,
} from '@immo/domain';
import type { Locale } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import { getSiteFacts } from '@/config/site';
import layout from '@/components/DetailLayout.module.css';
import factsStyles from '@/components/Facts.module.css';
import forms from '@/components/forms/Forms.module.css';
import styles from './PurchaseCosts.module.css';
import { percent, ruleText } from './rule-text';

interface PurchaseCostsSectionProps {
  property: PropertyDetailDto;
  locale: Locale;
  /** The page's own path: the form comes back to it. */
  canonical: string;
  searchParams?: Promise<CostsSearchParams>;
}

export async function PurchaseCostsSection({ property, locale, canonical, searchParams }: PurchaseCostsSectionProps) {
  // Nothing to buy on a rental, a sold property or one under a signed compromis shown as such.
  if (property.goal !== 'sale' || marqueeBanner(property.marquee)) return null;
  const [t, { marqueeIgnoreList }, params] = await Promise.all([
    getTranslations({ locale, namespace: 'PurchaseCosts' }),
    getSiteFacts(locale),
    searchParams ?? Promise.resolve({}),
  ]);
  // A marquee that stands in for the price (a signed compromis) means the property is no longer to be bought.
  if (priceDisplay(property, marqueeIgnoreList).kind === 'marquee') return null;
  const today = brusselsDay(new Date());
  const costs = purchaseCosts({
    zip: property.zip,
    countryId: property.countryId,
    // A price on request is never computed from, nor written into the form.
    listedPrice: isPricePublished(property, marqueeIgnoreList) ? property.price : null,
    homeByDefault: isHomeType(property.mainTypeName),
    query: parseCostsQuery(params),
    deedDate: today,
  });
  const { duty, notary, loan } = costs;
  const luxembourg = duty?.region === 'luxembourg' || property.countryId === COUNTRY_LUXEMBOURG;
  const rule = duty ? ruleText(duty) : null;

  return (
    <section
      id="purchase-costs"
      aria-labelledby="purchase-costs-title"
      className={layout.section}
      data-testid="purchase-costs"
    >
      <h2 id="purchase-costs-title">{t('title')}</h2>
      {costs.price === null ? (
        <p>{t('noPrice')}</p>
      ) : duty === null ? (
        <p>{t('noRegion')}</p>
      ) : (
        <>
          <p className={styles.note}>{t('intro', { date: formatDate(today) })}</p>
          <dl className={`facts ${factsStyles.facts} ${styles.figures}`}>
            <div>
              <dt>{t('price')}</dt>
              <dd data-testid="purchase-price">{formatPrice(costs.price)}</dd>
            </div>
            <div>
              <dt>{luxembourg ? t('dutyLuxembourg') : t('duty')}</dt>
              <dd data-testid="purchase-duty">{formatPrice(duty.amount)}</dd>
            </div>
            <div>
              <dt>{t('notary')}</dt>
              <dd data-testid="purchase-notary">{notary ? formatPrice(notary.total) : t('notaryNotEstimated')}</dd>
            </div>
            <div className={styles.total}>
              <dt>{notary ? t('total') : t('totalWithoutNotary')}</dt>
              <dd data-testid="purchase-total">{costs.total === null ? '' : formatPrice(costs.total)}</dd>
            </div>
          </dl>
          {rule && (
            <p data-testid="purchase-rule" data-rule={duty.rule.id}>
              {t(rule.key, rule.values)}
            </p>
          )}
          <p className={styles.note}>
            {notary ? t('notaryIncludes', { disbursements: formatPrice(notary.disbursements) }) : t('notaryLuxembourg')}
          </p>
          {luxembourg && <p className={styles.note}>{t('luxembourgSurcharge')}</p>}
        </>
      )}
      {loan.monthly !== null && loan.amount !== null && (
        <>
          <h3>{t('mortgageTitle')}</h3>
          <dl className={`facts ${factsStyles.facts}`}>
            <div>
              <dt>{t('loan')}</dt>
              <dd>{formatPrice(loan.amount)}</dd>
            </div>
            <div>
              <dt>{t('rate')}</dt>
              <dd>{percent(loan.rate / 100)}</dd>
            </div>
            <div>
              <dt>{t('term')}</dt>
              <dd>{t('years', { years: loan.years })}</dd>
            </div>
            <div className={styles.total}>
              <dt>{t('monthly')}</dt>
              <dd data-testid="purchase-monthly">{formatPrice(loan.monthly)}</dd>
            </div>
            {loan.ownFunds !== null && (
              <div>
                <dt>{t('ownFunds')}</dt>
                <dd data-testid="purchase-own-funds">{formatPrice(loan.ownFunds)}</dd>
              </div>
            )}
          </dl>
          <p className={styles.note}>{t('mortgageNote')}</p>
        </>
      )}
      <p className={styles.finalWord}>{t('finalWord')}</p>
      <form method="get" action={`${canonical}#purchase-costs`} className={styles.form} data-testid="purchase-form">
        <h3>{t('formTitle')}</h3>
        <fieldset className={forms.group}>
          <legend className={forms.label}>{luxembourg ? t('ownHomeLuxembourg') : t('ownHome')}</legend>
          <div className={forms.inlineOptions}>
            <label className={forms.option}>
              <input type="radio" name="ownHome" value="yes" defaultChecked={costs.ownHome} /> {t('yes')}
            </label>
            <label className={forms.option}>
              <input type="radio" name="ownHome" value="no" defaultChecked={!costs.ownHome} /> {t('no')}
            </label>
          </div>
        </fieldset>
        <div className={styles.fields}>
          <NumberField id="costs-price" name="price" label={t('priceLabel')} value={costs.price} />
          {luxembourg && (
            <div className={styles.field}>
              <label className={forms.label} htmlFor="costs-buyers">
                {t('buyersLabel')}
              </label>
              <p className={forms.hint} id="costs-buyers-hint">
                {t('buyersHint')}
              </p>
              <select
                id="costs-buyers"
                name="buyers"
                className={`${forms.control} ${forms.short}`}
                defaultValue={String(costs.buyers)}
                aria-describedby="costs-buyers-hint"
              >
                <option value="1">1</option>
                <option value="2">2</option>
              </select>
            </div>
          )}
          <NumberField id="costs-amount" name="amount" label={t('amountLabel')} value={loan.amount} />
          <NumberField id="costs-rate" name="rate" label={t('rateLabel')} value={loan.rate} decimals />
          <NumberField id="costs-years" name="years" label={t('yearsLabel')} value={loan.years} />
        </div>
        <button type="submit">{t('submit')}</button>
      </form>
    </section>
  );
}

/** A number typed as a Belgian visitor types it (`250.000`, `3,2`): text, so the grouping dot is no error. */
function NumberField(props: { id: string; name: string; label: string; value: number | null; decimals?: boolean }) {
  const { id, name, label, value, decimals } = props;
  return (
    <div className={styles.field}>
      <label className={forms.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={decimals ? 'decimal' : 'numeric'}
        autoComplete="off"
        className={`${forms.control} ${forms.short}`}
        defaultValue={value === null ? '' : formatNumber(value, decimals ? 2 : 0)}
      />
    </div>
  );
}
