import { authorOf } from './testimonials.service';

describe(authorOf.name, () => {
  it('shows the first name and the last name’s initial only', () => {
    expect(authorOf('Anne', 'dupont')).toBe('Anne D.');
    expect(authorOf(' Élise ', ' van Damme')).toBe('Élise V.');
    expect(authorOf('Jan', '')).toBe('Jan');
  });
});
