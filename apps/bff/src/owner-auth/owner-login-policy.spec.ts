import { delayUnder } from '../auth/login-delay';
import { OWNER_LOGIN_POLICY } from './owner-login-policy';

describe('OWNER_LOGIN_POLICY', () => {
  const delay = (failures: number) => delayUnder(OWNER_LOGIN_POLICY, failures);

  it('lets an owner mistype four times, then waits 1 s doubling, then locks for a quarter of an hour at the 10th failure', () => {
    expect([1, 2, 3, 4].map(delay)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map(delay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect([10, 11, 50].map(delay)).toEqual([15 * 60_000, 15 * 60_000, 15 * 60_000]);
  });

  it('evaluates far fewer than the 100 passwords an hour ASVS tolerates on one account', () => {
    // A guesser who always waits exactly as long as told.
    let elapsed = 0;
    let failures = 0;
    while (elapsed <= OWNER_LOGIN_POLICY.memoryMs) {
      failures += 1;
      elapsed += delay(failures);
    }
    expect(failures).toBeLessThanOrEqual(14);
  });
});
