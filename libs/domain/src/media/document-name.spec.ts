import { documentFileName } from './document-name';

describe('documentFileName', () => {
  it('decodes the last path segment of the link', () => {
    expect(documentFileName('https://documents.crm.example/files/Plan%20du%20rez.pdf')).toBe('Plan du rez.pdf');
  });

  it('leaves the query and fragment out', () => {
    expect(documentFileName('https://documents.crm.example/peb.pdf?token=abc#page=2')).toBe('peb.pdf');
  });

  it('keeps a segment with a stray % as it is rather than failing', () => {
    expect(documentFileName('https://documents.crm.example/100%.pdf')).toBe('100%.pdf');
  });

  it('reads a relative link too', () => {
    expect(documentFileName('/docs/Bail.pdf')).toBe('Bail.pdf');
  });
});
