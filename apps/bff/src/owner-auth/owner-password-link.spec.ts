import { ownerPasswordLink } from './owner-password-link';

const token = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('ownerPasswordLink', () => {
  it('opens the set-password page in the given language', () => {
    expect(ownerPasswordLink('https://www.example.be/', 'nl', token)).toBe(
      `https://www.example.be/nl/login/password/?token=${token}`,
    );
  });
});
