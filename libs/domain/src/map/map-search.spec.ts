import { ZListPropertiesQuerySchema } from '../api/property-queries';
import { areaBox, formatArea, haversineKm, parseArea, radiusBox } from './map-search';

describe('parseArea', () => {
  it('reads the corners of a drawn area, the closing corner and a doubled one counted once', () => {
    expect(parseArea('50.6,5.5;50.7,5.6;50.7,5.6;50.6,5.7;50.6,5.5')).toEqual({
      ok: true,
      points: [
        { lat: 50.6, lng: 5.5 },
        { lat: 50.7, lng: 5.6 },
        { lat: 50.6, lng: 5.7 },
      ],
    });
  });

  it('says why an area cannot be searched', () => {
    expect(parseArea('50.6,5.5;50.7')).toEqual({ ok: false, problem: 'format' });
    expect(parseArea('50.6,5.5;50.7,5.6;50.6,5.123456')).toEqual({ ok: false, problem: 'format' });
    expect(parseArea('91,5.5;50.7,5.6;50.6,5.7')).toEqual({ ok: false, problem: 'format' });
    expect(parseArea('50.6,5.5;50.7,5.6')).toEqual({ ok: false, problem: 'tooFew' });
    // Three corners on one line enclose nothing.
    expect(parseArea('50.6,5.5;50.7,5.6;50.8,5.7')).toEqual({ ok: false, problem: 'degenerate' });
    // A figure of eight: its two halves cross.
    expect(parseArea('50,5;51,6;51,5;50,7')).toEqual({ ok: false, problem: 'selfIntersecting' });
    const many = Array.from(
      { length: 51 },
      (_, at) => `${(50 + Math.sin(at / 8)).toFixed(5)},${(5 + Math.cos(at / 8)).toFixed(5)}`,
    ).join(';');
    expect(parseArea(many)).toEqual({ ok: false, problem: 'tooMany' });
  });

  it('round-trips through the URL form with 5 decimals', () => {
    const points = [
      { lat: 50.123456, lng: 4.1 },
      { lat: 50.2, lng: 4.300004 },
      { lat: 50.05, lng: 4.35 },
    ];
    const text = formatArea(points);
    expect(text).toBe('50.12346,4.1;50.2,4.3;50.05,4.35');
    expect(parseArea(text).ok).toBe(true);
  });
});

describe('the list query', () => {
  it('takes a town and a distance, within bounds', () => {
    expect(ZListPropertiesQuerySchema.parse({ near: '4000', km: '10' })).toMatchObject({ near: '4000', km: 10 });
    expect(ZListPropertiesQuerySchema.safeParse({ near: '4000', km: '51' }).success).toBe(false);
    expect(ZListPropertiesQuerySchema.safeParse({ near: '4000', km: '0' }).success).toBe(false);
    expect(ZListPropertiesQuerySchema.safeParse({ near: 'Liège' }).success).toBe(false);
  });

  it('takes a drawn area as its corners and refuses one that crosses itself', () => {
    expect(ZListPropertiesQuerySchema.parse({ area: '50,5;51,5;51,6' }).area).toHaveLength(3);
    expect(ZListPropertiesQuerySchema.safeParse({ area: '50,5;51,6;51,5;50,7' }).success).toBe(false);
  });
});

describe('distances', () => {
  it('measures Brussels to Liège as about 89 km', () => {
    expect(haversineKm({ lat: 50.8467, lng: 4.3525 }, { lat: 50.6326, lng: 5.5797 })).toBeCloseTo(89.1, 0);
  });

  it('boxes every position within the radius', () => {
    const centre = { lat: 50.85, lng: 4.35 };
    const box = radiusBox(centre, 10);
    // 10 km due east and due north of the centre are inside the box.
    expect(box.east).toBeGreaterThan(4.35 + 10 / 70.3);
    expect(box.north).toBeGreaterThan(50.85 + 10 / 111.3);
    expect(haversineKm(centre, { lat: centre.lat, lng: box.east })).toBeGreaterThanOrEqual(10);
    expect(areaBox([centre, { lat: 51, lng: 4 }, { lat: 50, lng: 5 }])).toEqual({
      south: 50,
      north: 51,
      west: 4,
      east: 5,
    });
  });
});
