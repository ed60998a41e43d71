import { previewTarget, siteEditorPaths } from './site-editor-paths';
import { siteFormPath } from './site-form-kind';

describe('site editor paths', () => {
  it('lets the preview lead only to a path of this site', () => {
    expect(previewTarget('/fr/a-vendre/', '/fr/')).toBe('/fr/a-vendre/');
    for (const raw of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', null]) expect(previewTarget(raw, '/fr/')).toBe('/fr/');
  });

  it('posts each form to its row and comes back to its page', () => {
    expect(siteFormPath('page', 7)).toBe('/pages/7');
    expect(siteFormPath('top-bar-item', 2)).toBe('/top-bar-items/2');
    expect(siteFormPath('settings', null)).toBe('/settings');
    expect(siteEditorPaths('nl').preview('/nl/')).toBe('/nl/console/site/preview/?path=%2Fnl%2F');
  });
});
