import { ZPropertyIdListSchema } from '../api/property-by-ids';
import { favouriteStatus, MAX_PROPERTY_IDS, parseIdList, pricePerSquareMeter } from './favourites';

describe(parseIdList.name, () => {
  it('reads a comma list and a repeated parameter alike, without duplicates, in the order given', () => {
    expect(parseIdList('4102, 4101,4102')).toEqual([4102, 4101]);
    expect(parseIdList(['4101', '4105,4101'])).toEqual([4101, 4105]);
    expect(parseIdList(undefined)).toEqual([]);
  });

  it.each(['4101,abc', '0', '-1', '01', '1e3', '2147483648'])('refuses %p', (raw) => {
    expect(parseIdList(raw)).toBeNull();
  });
});

describe('ZPropertyIdListSchema', () => {
  it('takes 1 to 50 ids and refuses none or more', () => {
    expect(ZPropertyIdListSchema.parse('4101,4102')).toEqual([4101, 4102]);
    const many = Array.from({ length: MAX_PROPERTY_IDS + 1 }, (_, index) => index + 1).join(',');
    expect(ZPropertyIdListSchema.safeParse(many).success).toBe(false);
    expect(ZPropertyIdListSchema.safeParse('').success).toBe(false);
    expect(ZPropertyIdListSchema.safeParse('4101;4102').success).toBe(false);
  });
});

describe(favouriteStatus.name, () => {
  it('says withdrawn before any marquee, then sold or rented, else available', () => {
    expect(favouriteStatus({ marquee: 3, withdrawn: true })).toBe('withdrawn');
    expect(favouriteStatus({ marquee: 3, withdrawn: false })).toBe('sold');
    expect(favouriteStatus({ marquee: 4, withdrawn: false })).toBe('rented');
    expect(favouriteStatus({ marquee: 5, withdrawn: false })).toBe('available');
  });
});

describe(pricePerSquareMeter.name, () => {
  it('divides only when both are known', () => {
    expect(pricePerSquareMeter(300_000, 90)).toBe(3333);
    expect(pricePerSquareMeter(null, 90)).toBeNull();
    expect(pricePerSquareMeter(300_000, null)).toBeNull();
    expect(pricePerSquareMeter(300_000, 0)).toBeNull();
  });
});
