import { withdrawalRefusal } from './import-guard';

describe(withdrawalRefusal.name, () => {
  it('allows withdrawing up to the share of the live listings', () => {
    expect(withdrawalRefusal(30, 150, 0.2)).toBeNull();
    expect(withdrawalRefusal(0, 150, 0)).toBeNull();
  });

  it('refuses above the share, saying how many and which limit', () => {
    expect(withdrawalRefusal(61, 150, 0.2)).toBe(
      'would withdraw 61 of 150 live properties (41 %), above the 20 % limit',
    );
    expect(withdrawalRefusal(1, 150, 0)).toBe('would withdraw 1 of 150 live properties (1 %), above the 0 % limit');
  });

  it('names what would leave, and lets a few always leave when asked', () => {
    expect(withdrawalRefusal(3, 3, 0.2, { what: 'projects', alwaysAllowed: 1 })).toBe(
      'would withdraw 3 of 3 live projects (100 %), above the 20 % limit',
    );
    expect(withdrawalRefusal(1, 2, 0.2, { what: 'projects', alwaysAllowed: 1 })).toBeNull();
    expect(withdrawalRefusal(1, 2, 0.2)).toBe('would withdraw 1 of 2 live properties (50 %), above the 20 % limit');
  });

  it('never refuses when there is no live listing yet', () => {
    expect(withdrawalRefusal(0, 0, 0.2)).toBeNull();
  });
});
