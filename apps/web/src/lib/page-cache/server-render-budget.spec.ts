import { createRenderBudget } from '../../../server-render-budget.mjs';

function clock() {
  let time = 1_000_000;
  return { now: () => time, pass: (ms: number) => (time += ms) };
}

describe(createRenderBudget.name, () => {
  it('lets a rested client render its burst, then refuses with the seconds until the next render', () => {
    const time = clock();
    const budget = createRenderBudget({ perMinute: 60, burst: 3, atOnce: 10, now: time.now });
    for (let render = 0; render < 3; render += 1) {
      const spent = budget.take('198.51.100.7');
      expect(spent.ok).toBe(true);
      if (spent.ok) spent.done();
    }
    expect(budget.take('198.51.100.7')).toEqual({ ok: false, retryAfterSeconds: 1 });
    time.pass(1_000);
    expect(budget.take('198.51.100.7').ok).toBe(true);
    expect(budget.take('198.51.100.7').ok).toBe(false);
  });

  it('says how long a slow budget makes the client wait', () => {
    const time = clock();
    const budget = createRenderBudget({ perMinute: 6, burst: 1, atOnce: 10, now: time.now });
    expect(budget.take('a').ok).toBe(true);
    expect(budget.take('a')).toEqual({ ok: false, retryAfterSeconds: 10 });
    time.pass(4_000);
    expect(budget.take('a')).toEqual({ ok: false, retryAfterSeconds: 6 });
  });

  it('counts each network on its own: one spent budget refuses nobody else', () => {
    const budget = createRenderBudget({ perMinute: 1, burst: 1, atOnce: 10 });
    expect(budget.take('198.51.100.7').ok).toBe(true);
    expect(budget.take('198.51.100.7').ok).toBe(false);
    expect(budget.take('203.0.113.9').ok).toBe(true);
  });

  it('lets a client have only so many renders in progress, and one more once one ended', () => {
    const budget = createRenderBudget({ perMinute: 600, burst: 100, atOnce: 2 });
    const first = budget.take('a');
    const second = budget.take('a');
    expect([first.ok, second.ok]).toEqual([true, true]);
    expect(budget.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    if (first.ok) {
      first.done();
      // Ending twice (the answer's close after its finish) frees one place, not two.
      first.done();
    }
    expect(budget.take('a').ok).toBe(true);
    expect(budget.take('a').ok).toBe(false);
  });

  it('lets prefetches take only the upper half of the bucket and never the last place in progress, so the page clicked still renders', () => {
    const budget = createRenderBudget({ perMinute: 1, burst: 4, atOnce: 3 });
    const prefetches = [budget.take('a', { optional: true }), budget.take('a', { optional: true })];
    expect(prefetches.map((spent) => spent.ok)).toEqual([true, true]);
    // Two in progress of three: the last place is the page's.
    expect(budget.take('a', { optional: true }).ok).toBe(false);
    for (const spent of prefetches) if (spent.ok) spent.done();
    // Two tokens left of four: the lower half is the page's too.
    expect(budget.take('a', { optional: true }).ok).toBe(false);
    expect([budget.take('a').ok, budget.take('a').ok, budget.take('a').ok]).toEqual([true, true, false]);
  });
});
