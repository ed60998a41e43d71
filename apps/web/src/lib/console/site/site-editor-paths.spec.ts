import { previewTarget, siteEditorPaths } from './site-editor-paths';
import { siteFormPath } from './site-form-kind';

describe('site editor paths', () => {
  it('lets the preview lead only to a path of this site', () => {
    const site = 'https://www.agency.example';
    expect(previewTarget('/fr/a-vendre/', site)).toBe('/fr/a-vendre/');
    expect(previewTarget('/fr/a-vendre/?ville=namur&page=2', site)).toBe('/fr/a-vendre/?ville=namur&page=2');
    // Dot segments resolve on the site itself.
    expect(previewTarget('/fr/../nl/', site)).toBe('/nl/');
    for (const raw of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', 'fr/'])
      expect(previewTarget(raw, site)).toBeNull();
  });

  // What `?path=` gives once decoded: Chromium followed `/\t/evil.example/login` to evil.example, and the others answered 500.
  it.each([
    '/\t/evil.example/login',
    '/\n/x',
    '/\r/evil.example',
    '/\u3002evil',
    '/ /evil.example',
    '/\u0000',
    `/${'a'.repeat(2000)}`,
  ])('refuses %j', (raw) => {
    expect(previewTarget(raw, 'https://www.agency.example')).toBeNull();
  });

  it('posts each form to its row and comes back to its page', () => {
    expect(siteFormPath('page', 7)).toBe('/pages/7');
    expect(siteFormPath('top-bar-item', 2)).toBe('/top-bar-items/2');
    expect(siteFormPath('settings', null)).toBe('/settings');
    expect(siteEditorPaths('nl').preview).toBe('/nl/console/site/preview/');
  });
});
