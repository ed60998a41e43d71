import { renovationNoticeApplies } from './renovation-notice';

describe(renovationNoticeApplies.name, () => {
  it.each(['e', 'e_plus', 'e_sub', 'f', 'f_plus', 'f_sub', 'E', ' F '])('shows the notice for %p', (label) => {
    expect(renovationNoticeApplies(label)).toBe(true);
  });

  it.each(['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'd_sub', 'g', '', 'ef'])('hides it for %p', (label) => {
    expect(renovationNoticeApplies(label)).toBe(false);
  });
});
