import {
  goalOfCrm,
  isForSale,
  isOnOffer,
  MARQUEE_NONE,
  MARQUEE_RENTED,
  MARQUEE_SOLD,
  marqueeBanner,
} from './goal-and-marquee';

describe(isForSale.name, () => {
  it('treats goal 0 as for sale and every other value as for rent', () => {
    expect([0, 1, 2, -1].map(isForSale)).toEqual([true, false, false, false]);
  });
});

describe(goalOfCrm.name, () => {
  it('reads Goal 0 as for sale and every other value as for rent', () => {
    expect([0, 1, 2, -1].map(goalOfCrm)).toEqual(['sale', 'rent', 'rent', 'rent']);
  });
});

describe(marqueeBanner.name, () => {
  it('shows sold for 3 and rented for 4', () => {
    expect(marqueeBanner(3)).toBe('sold');
    expect(marqueeBanner(4)).toBe('rented');
  });

  it.each([0, 1, 2, 5, 99])('shows no banner for %p', (code) => {
    expect(marqueeBanner(code)).toBeNull();
  });
});

describe(isOnOffer.name, () => {
  it('is false once sold or rented, true for any other marquee', () => {
    expect(isOnOffer(MARQUEE_SOLD)).toBe(false);
    expect(isOnOffer(MARQUEE_RENTED)).toBe(false);
    expect(isOnOffer(MARQUEE_NONE)).toBe(true);
    expect(isOnOffer(2)).toBe(true);
  });
});
