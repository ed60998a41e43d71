// Server-only: the price's words from the dictionary, once for the cards
// (PriceText) and for the leaves that have no dictionary (search box, map frame).
import {
  type Locale,
  type MarqueeWord,
  marqueeWords,
  type PriceLabelTexts,
  rentPeriods,
  type RentPeriod,
} from '@immo/domain';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';

type CardTranslator = ReturnType<typeof useTranslations<'PropertyCard'>>;
type PriceTranslator = ReturnType<typeof useTranslations<'PriceText'>>;
type ValuesTranslator = ReturnType<typeof useTranslations<'CrmValues'>>;

function perPeriod(template: (period: RentPeriod) => string): Record<RentPeriod, string> {
  return Object.fromEntries(rentPeriods.map((period) => [period, template(period)])) as Record<RentPeriod, string>;
}

// ICU would fill `{price}`; it is kept as a placeholder for priceLabel to fill per price.
function priceLabelTextsFrom(
  tCard: CardTranslator,
  tPrice: PriceTranslator,
  tValues: ValuesTranslator,
): PriceLabelTexts {
  // The marquee by its code: the CRM's name is in the agent's language.
  const marquee = Object.fromEntries(marqueeWords.map((word) => [word, tValues('marquee', { value: word })])) as Record<
    MarqueeWord,
    string
  >;
  return {
    marquee,
    priceOnRequest: tCard('priceOnRequest'),
    startingFrom: tCard('startingFrom', { price: '{price}' }),
    amountPer: perPeriod((period) => tPrice('amount', { price: '{price}', period })),
    startingFromPer: perPeriod((period) => tPrice('startingFrom', { price: '{price}', period })),
  };
}

/** In a server component that renders without a locale of its own (PriceText). */
export function usePriceLabelTexts(): PriceLabelTexts {
  return priceLabelTextsFrom(
    useTranslations('PropertyCard'),
    useTranslations('PriceText'),
    useTranslations('CrmValues'),
  );
}

export async function priceLabelTexts(locale: Locale): Promise<PriceLabelTexts> {
  const [tCard, tPrice, tValues] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyCard' }),
    getTranslations({ locale, namespace: 'PriceText' }),
    getTranslations({ locale, namespace: 'CrmValues' }),
  ]);
  return priceLabelTextsFrom(tCard, tPrice, tValues);
}
