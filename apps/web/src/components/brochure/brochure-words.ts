// The brochure's words in one language, from the dictionaries (libs/i18n):
// the Brochure namespace plus the units, the energy regions and the price
// words every page already uses, so the brochure says what the page says.
import { presentationWords, type EnergyScheme, type Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { priceLabelTexts } from '@/components/price-label-texts';
import type { BrochureWords } from '@/lib/brochure/brochure-content';

const SCHEMES: readonly EnergyScheme[] = ['flanders', 'brussels', 'wallonia', 'luxembourg'];

export async function brochureWords(locale: Locale): Promise<BrochureWords> {
  const [t, tUnits, tEnergy, priceTexts] = await Promise.all([
    getTranslations({ locale, namespace: 'Brochure' }),
    getTranslations({ locale, namespace: 'Units' }),
    getTranslations({ locale, namespace: 'EnergyLabel' }),
    priceLabelTexts(locale),
  ]);
  return {
    documentTitle: t('documentTitle'),
    reference: t('reference'),
    price: t('price'),
    livingArea: t('livingArea'),
    plotArea: t('plotArea'),
    bedrooms: t('bedrooms'),
    bathrooms: t('bathrooms'),
    constructionYear: t('constructionYear'),
    energyLabel: t('energyLabel'),
    energyValue: t('energyValue'),
    keyFacts: t('keyFacts'),
    description: t('description'),
    contact: t('contact'),
    scanToView: t('scanToView'),
    // ICU would format the date; the builder fills in the Brussels day.
    madeOn: t('madeOn', { date: '{date}' }),
    squareMeters: tUnits('squareMeters', { value: '{value}' }),
    energyPerYear: tUnits('energy', { value: '{value}' }),
    box: presentationWords[locale].box,
    region: Object.fromEntries(SCHEMES.map((scheme) => [scheme, tEnergy('region', { region: scheme })])) as Record<
      EnergyScheme,
      string
    >,
    priceTexts,
  };
}
