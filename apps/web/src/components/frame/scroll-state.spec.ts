import { scrollPosition, scrollState } from './scroll-state';

describe(scrollState.name, () => {
  it('fixes the header only past 30 px', () => {
    expect(scrollState(30).headerFixed).toBe(false);
    expect(scrollState(31).headerFixed).toBe(true);
  });

  it('hides the scroll-to-top button below 10 px', () => {
    expect(scrollState(9).scrollTopVisible).toBe(false);
    expect(scrollState(10).scrollTopVisible).toBe(true);
  });
});

describe(scrollPosition.name, () => {
  it('starts where the page is and ends at the top when the time is up', () => {
    expect(scrollPosition(1000, 0, 500)).toBe(1000);
    expect(scrollPosition(1000, 250, 500)).toBe(500);
    expect(scrollPosition(1000, 500, 500)).toBe(0);
    expect(scrollPosition(1000, 900, 500)).toBe(0);
  });

  it('moves steadily upwards', () => {
    const positions = [0, 100, 200, 300, 400, 500].map((elapsed) => scrollPosition(1000, elapsed, 500));
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
  });
});
