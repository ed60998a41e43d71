import { fillYear, publicText } from './public-text';

describe(publicText.name, () => {
  it('gives the public text of the locale', () => {
    expect(publicText({ nl: { text: 'Welkom', public: true }, fr: { text: 'Bienvenue', public: true } }, 'nl')).toBe(
      'Welkom',
    );
  });

  it('hides a text that is not public in the locale, even when French is public', () => {
    expect(
      publicText({ nl: { text: 'Intern', public: false }, fr: { text: 'Bienvenue', public: true } }, 'nl'),
    ).toBeNull();
  });

  it('falls back to French for a language without any entry', () => {
    expect(publicText({ fr: { text: 'Bienvenue', public: true } }, 'de')).toBe('Bienvenue');
  });

  it('does not fall back to a hidden French text', () => {
    expect(
      publicText({ fr: { text: 'Interne', public: false }, en: { text: 'Welcome', public: true } }, 'de'),
    ).toBeNull();
  });

  it('falls back to any public text when there is no French', () => {
    expect(publicText({ en: { text: 'Welcome', public: true } }, 'de')).toBe('Welcome');
  });

  it('treats an empty text as none', () => {
    expect(publicText({ en: { text: '', public: true } }, 'en')).toBeNull();
  });
});

describe(fillYear.name, () => {
  it('replaces every {YEAR}', () => {
    expect(fillYear('© {YEAR} Immo – {YEAR}', 2026)).toBe('© 2026 Immo – 2026');
  });
});
