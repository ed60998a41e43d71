import { descriptionSnippet, truncateText } from './truncate-text';

describe(truncateText.name, () => {
  it('leaves text up to the limit unchanged', () => {
    expect(truncateText('Maison 3 chambres', 17)).toBe('Maison 3 chambres');
    expect(truncateText('x'.repeat(250))).toBe('x'.repeat(250));
    expect(truncateText('')).toBe('');
  });

  it('cuts at 250 characters by default', () => {
    expect(truncateText('x'.repeat(251))).toBe(`${'x'.repeat(250)}…`);
  });

  it('moves back to the last space when it lies past 80 % of the limit', () => {
    // limit 10: a space at index 9 is past 8
    expect(truncateText('abcdefghi jklmno', 10)).toBe('abcdefghi…');
  });

  it('cuts mid-word when the last space lies at or before 80 % of the limit', () => {
    // the space at index 8 is exactly 80 %, not past it
    expect(truncateText('abcdefgh ijklmno', 10)).toBe('abcdefgh i…');
    expect(truncateText('abc defghijklmno', 10)).toBe('abc defghi…');
  });

  it('keeps a whole word that ends exactly at the limit', () => {
    expect(truncateText('abcdefghij klm', 10)).toBe('abcdefghij…');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateText('abcdefghi  jklmno', 10)).toBe('abcdefghi…');
  });

  it('does not split an emoji', () => {
    expect(truncateText('🏠🏠🏠🏠🏠🏠', 5)).toBe('🏠🏠🏠🏠🏠…');
  });
});

describe(descriptionSnippet.name, () => {
  it('cuts the words of an HTML description, never a tag', () => {
    const snippet = descriptionSnippet(
      '<p>Ce bien de 48 m² se trouve à Ixelles.</p><p><strong>Grandes baies</strong> vitrées.</p>',
      60,
    );
    expect(snippet).toBe('Ce bien de 48 m² se trouve à Ixelles. Grandes baies vitrées.');
    expect(descriptionSnippet('<p>Un séjour très lumineux avec une vue dégagée sur le parc</p>', 30)).toBe(
      'Un séjour très lumineux avec…',
    );
  });
});
