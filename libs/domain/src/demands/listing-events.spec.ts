import { listingEvent, type ListingState } from './listing-events';

const live: ListingState = { live: true, publishedPrice: 300_000, marquee: 0 };

describe(listingEvent.name, () => {
  it('announces a listing seen for the first time or back after a withdrawal', () => {
    expect(listingEvent(undefined, live)).toEqual({ kind: 'new', key: 'new' });
    expect(listingEvent({ ...live, live: false }, live)).toEqual({ kind: 'new', key: 'new' });
  });

  it('does not announce as new a listing that arrives already sold or rented', () => {
    expect(listingEvent(undefined, { ...live, marquee: 3 })).toBeNull();
    expect(listingEvent(undefined, { ...live, marquee: 4 })).toBeNull();
    expect(listingEvent(undefined, { ...live, marquee: 2 })).toEqual({ kind: 'new', key: 'new' });
  });

  it('never announces a withdrawn listing', () => {
    expect(listingEvent(undefined, { ...live, live: false })).toBeNull();
    expect(listingEvent(live, { ...live, live: false })).toBeNull();
  });

  it('announces a price drop with its new price, not a rise or a price that appears', () => {
    expect(listingEvent(live, { ...live, publishedPrice: 280_000 })).toEqual({
      kind: 'price-drop',
      key: 'price:280000',
    });
    expect(listingEvent(live, { ...live, publishedPrice: 320_000 })).toBeNull();
    expect(listingEvent({ ...live, publishedPrice: null }, live)).toBeNull();
    expect(listingEvent(live, { ...live, publishedPrice: null })).toBeNull();
  });

  it('announces a status change by its new marquee', () => {
    expect(listingEvent(live, { ...live, marquee: 3 })).toEqual({ kind: 'status', key: 'marquee:3' });
  });

  it('stays silent when nothing a visitor sees changed', () => {
    expect(listingEvent(live, { ...live })).toBeNull();
  });
});
