import { publicMapPosition } from './map-position';

describe(publicMapPosition.name, () => {
  it('keeps the exact position of a published address', () => {
    expect(publicMapPosition(50.826312, 4.363145, true)).toEqual({
      position: { lat: 50.826312, lng: 4.363145 },
      approximate: false,
    });
  });

  it('rounds the position of an unpublished address to about a kilometre', () => {
    expect(publicMapPosition(50.826312, 4.367845, false)).toEqual({
      position: { lat: 50.83, lng: 4.37 },
      approximate: true,
    });
  });

  it('has no position without both coordinates', () => {
    expect(publicMapPosition(null, 4.36, true)).toBeNull();
    expect(publicMapPosition(50.8, null, false)).toBeNull();
    expect(publicMapPosition(Number.NaN, 4.36, true)).toBeNull();
  });
});
