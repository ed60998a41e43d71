import { samePath } from './canonical-redirect';

describe(samePath.name, () => {
  it('reads the slugs as typed, escapes included', () => {
    expect(
      samePath('/fr/a-vendre/li%C3%A8ge/maison/1/faire-une-offre/', '/fr/a-vendre/liège/maison/1/faire-une-offre/'),
    ).toBe(true);
    expect(
      samePath('/fr/a-vendre/liege/old-title/1/faire-une-offre/', '/fr/a-vendre/liege/maison/1/faire-une-offre/'),
    ).toBe(false);
  });

  it('ignores a missing trailing slash', () => {
    expect(samePath('/fr/a-vendre/liege/maison/1', '/fr/a-vendre/liege/maison/1/')).toBe(true);
  });

  it('takes a malformed escape for a wrong URL instead of failing', () => {
    expect(
      samePath('/fr/a-vendre/%E0%A4%A/maison/1/faire-une-offre/', '/fr/a-vendre/liege/maison/1/faire-une-offre/'),
    ).toBe(false);
  });
});
