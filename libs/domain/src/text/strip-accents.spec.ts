import { stripAccents } from './strip-accents';

describe(stripAccents.name, () => {
  it('removes diacritics and keeps case', () => {
    expect(stripAccents('Liège')).toBe('Liege');
    expect(stripAccents('Ésch-sur-Alzette Çà Ünïon')).toBe('Esch-sur-Alzette Ca Union');
  });

  it('spells out ligatures and special letters', () => {
    expect(stripAccents('Straße')).toBe('Strasse');
    expect(stripAccents('cœur Œuvre')).toBe('coeur OEuvre');
    expect(stripAccents('Cæsar')).toBe('Caesar');
    expect(stripAccents('Øresund Łódź')).toBe('Oresund Lodz');
  });

  it('leaves printable ASCII as it is', () => {
    const ascii = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
    expect(stripAccents(ascii)).toBe(ascii);
    expect(stripAccents('Rue de l’Église')).toBe('Rue de l’Eglise');
  });
});
