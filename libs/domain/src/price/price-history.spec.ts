import { isPriceLowered, PRICE_LOWERED_DAYS, type PriceChange, visiblePriceHistory } from './price-history';

const at = (iso: string) => new Date(iso);
const change = (oldPrice: number | null, newPrice: number | null, iso: string): PriceChange => ({
  oldPrice,
  newPrice,
  changedAt: at(iso),
});

describe(visiblePriceHistory.name, () => {
  it('reads each change newest first, with its direction in words and its share of the price before', () => {
    const history = visiblePriceHistory(
      [change(300_000, 285_000, '2026-11-20T09:00:00Z'), change(290_000, 300_000, '2026-10-01T09:00:00Z')],
      285_000,
    );
    expect(history).toEqual([
      { day: '2026-11-20', price: 285_000, previousPrice: 300_000, direction: 'lowered', percent: 5 },
      { day: '2026-10-01', price: 300_000, previousPrice: 290_000, direction: 'raised', percent: 3.4 },
    ]);
  });

  it('dates a change on its Brussels day', () => {
    expect(visiblePriceHistory([change(300_000, 280_000, '2026-11-19T23:30:00Z')], 280_000)[0]?.day).toBe('2026-11-20');
  });

  it('shows nothing while the price is on request, not even the numbers it had before', () => {
    expect(visiblePriceHistory([change(300_000, null, '2026-11-20T09:00:00Z')], null)).toEqual([]);
    expect(visiblePriceHistory([change(300_000, 280_000, '2026-11-01T09:00:00Z')], null)).toEqual([]);
  });

  it('ends at the last stretch on request: a price that comes back is not compared with the one before', () => {
    const history = visiblePriceHistory(
      [
        change(280_000, 270_000, '2026-11-25T09:00:00Z'),
        change(null, 280_000, '2026-11-10T09:00:00Z'),
        change(300_000, null, '2026-11-01T09:00:00Z'),
        change(320_000, 300_000, '2026-10-01T09:00:00Z'),
      ],
      270_000,
    );
    expect(history.map((entry) => [entry.previousPrice, entry.price])).toEqual([[280_000, 270_000]]);
  });

  it('is empty without any change', () => {
    expect(visiblePriceHistory([], 250_000)).toEqual([]);
  });
});

describe(isPriceLowered.name, () => {
  const now = at('2026-11-29T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

  it('says lowered for 30 days after a drop to the price shown now', () => {
    expect(isPriceLowered(change(300_000, 280_000, daysAgo(0)), 280_000, now)).toBe(true);
    expect(isPriceLowered(change(300_000, 280_000, daysAgo(PRICE_LOWERED_DAYS - 0.01)), 280_000, now)).toBe(true);
    expect(isPriceLowered(change(300_000, 280_000, daysAgo(PRICE_LOWERED_DAYS)), 280_000, now)).toBe(false);
  });

  it('says nothing once the price rose again or went on request since the drop', () => {
    expect(isPriceLowered(change(280_000, 290_000, daysAgo(1)), 290_000, now)).toBe(false);
    expect(isPriceLowered(change(280_000, null, daysAgo(1)), null, now)).toBe(false);
  });

  it('is no drop when a price only becomes visible again, as for the alerts', () => {
    expect(isPriceLowered(change(null, 250_000, daysAgo(1)), 250_000, now)).toBe(false);
  });

  it('says nothing when the price is withheld now, or is not the one the drop led to', () => {
    expect(isPriceLowered(change(300_000, 280_000, daysAgo(1)), null, now)).toBe(false);
    expect(isPriceLowered(change(300_000, 280_000, daysAgo(1)), 275_000, now)).toBe(false);
    expect(isPriceLowered(null, 280_000, now)).toBe(false);
  });
});
