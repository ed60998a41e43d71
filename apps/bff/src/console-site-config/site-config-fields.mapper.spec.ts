import {
  ZFooterBlockFormSchema,
  ZMenuPageFormSchema,
  ZSiteSettingsFormSchema,
  ZTopBarItemFormSchema,
} from '@immo/domain';
import type { FooterBlockEntity, MenuPageEntity, SiteSettingsEntity, TopBarItemEntity } from '@immo/db';
import { footerBlockFields, footerBlockFormValues, topBarItemFields, topBarItemFormValues } from './frame-items.mapper';
import { menuPageFields, menuPageFormValues, settingsFields, settingsFormValues } from './site-config-fields.mapper';

/** The form's boxes posted as react-hook-form sends them: nested by the dotted names. */
function posted(values: Record<string, string | boolean>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const [head, tail] = name.split('.') as [string, string | undefined];
    if (tail === undefined) out[head] = value;
    else out[head] = { ...(out[head] as object | undefined), [tail]: value };
  }
  return out;
}

// Saving a form nobody touched must change nothing: otherwise every save would log (and undo would restore) fields the operator never saw change.
describe('the editor forms round trip', () => {
  it('keeps the settings as stored, the other banner pictures included', () => {
    const settings = {
      phone: '0475123456',
      whatsapp: '+32 475 12 34 56',
      email: 'info@example.be',
      agencyLocale: 'nl',
      copyright: { fr: '© {YEAR} Agence', nl: '© {YEAR} Kantoor' },
      searchTitles: { fr: 'Trouvez votre bien' },
      bannerKind: 'gallery',
      bannerItems: [
        { url: '/banner/one.jpg', alt: { fr: 'Une façade' } },
        { url: '/banner/two.jpg', alt: { fr: 'Un jardin' } },
      ],
      bannerColour: null,
      topBarShow: true,
      showSearchInput: true,
      showSearchButton: false,
      showCountProperty: true,
      showSearchCount: true,
      marqueeIgnoreList: [5],
      gtmId: null,
      metaPixelId: null,
    } as unknown as SiteSettingsEntity;
    const form = ZSiteSettingsFormSchema.parse(posted(settingsFormValues(settings)));
    const fields = settingsFields(form, settings);
    for (const [name, value] of Object.entries(fields))
      expect([name, value]).toEqual([name, (settings as unknown as Record<string, unknown>)[name]]);
  });

  it('keeps a menu page as stored, its social image included', () => {
    const page = {
      path: 'Notre-agence',
      parentId: null,
      status: 'Published',
      sort: 40,
      hiddenInMenu: false,
      isActiveSeo: true,
      titles: { fr: 'Notre agence', nl: 'Ons kantoor' },
      descriptions: { fr: 'Qui nous sommes' },
      metadata: { fr: { 'og:title': 'Notre agence', 'og:image': '/og/agence.jpg' } },
      redirect: false,
      redirectUrl: null,
    } as unknown as MenuPageEntity;
    const fields = menuPageFields(ZMenuPageFormSchema.parse(posted(menuPageFormValues(page))), page);
    for (const [name, value] of Object.entries(fields))
      expect([name, value]).toEqual([name, (page as unknown as Record<string, unknown>)[name]]);
  });

  it('keeps a top bar link and a footer column as stored', () => {
    const item = {
      status: 'Published',
      sort: 10,
      labels: { fr: 'Connexion' },
      link: '/login/',
      icon: 'user',
      colour: null,
    } as unknown as TopBarItemEntity;
    const itemFields = topBarItemFields(ZTopBarItemFormSchema.parse(posted(topBarItemFormValues(item))));
    for (const [name, value] of Object.entries(itemFields))
      expect([name, value]).toEqual([name, (item as unknown as Record<string, unknown>)[name]]);
    const block = {
      id: 1,
      sort: 20,
      titles: { fr: 'Horaires' },
      introTexts: { fr: { text: '<p>Du lundi au vendredi</p>', public: true } },
      fullTexts: {
        fr: { text: '<p>Fermé le 25 décembre</p>', public: false },
        nl: { text: '<p>Gesloten</p>', public: true },
      },
      col: { sm: 12, md: 6, lg: 3 },
    } as unknown as FooterBlockEntity;
    const blockFields = footerBlockFields(ZFooterBlockFormSchema.parse(posted(footerBlockFormValues(block))));
    for (const [name, value] of Object.entries(blockFields))
      expect([name, value]).toEqual([name, (block as unknown as Record<string, unknown>)[name]]);
  });
});
