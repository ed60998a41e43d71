import { alternates } from './alternates';

describe(alternates.name, () => {
  it('gives the same page in every language', () => {
    expect(alternates('/contact-demand/')).toEqual({
      nl: '/nl/gratis-schatting/',
      fr: '/fr/estimation-gratuite/',
      en: '/en/free-valuation/',
      de: '/de/kostenlose-bewertung/',
    });
  });

  it('takes a name per language for a detail page', () => {
    expect(
      alternates('/property/8/', {
        goal: 'sale',
        city: { nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' },
        title: { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' },
      }),
    ).toEqual({
      nl: '/nl/te-koop/luik/huis/8/',
      fr: '/fr/a-vendre/liege/maison/8/',
      en: '/en/for-sale/liege/house/8/',
      de: '/de/zu-verkaufen/luttich/haus/8/',
    });
  });

  it('translates the current URL, as the language switcher needs', () => {
    expect(alternates('/fr/a-louer/?type=3')).toEqual({
      nl: '/nl/te-huur/?type=3',
      fr: '/fr/a-louer/?type=3',
      en: '/en/for-rent/?type=3',
      de: '/de/zu-vermieten/?type=3',
    });
  });
});
