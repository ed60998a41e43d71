import { energyLabelLetter, energyLabelText } from './energy-label-text';

describe(energyLabelText.name, () => {
  it.each([
    ['a_plusplus', 'A++'],
    ['a_plus', 'A+'],
    ['c_sub', 'C-'],
    ['b', 'B'],
    [' E ', 'E'],
    // Luxembourg shows the CRM's own text.
    ['B', 'B'],
  ])('shows %s as %s', (code, text) => {
    expect(energyLabelText(code)).toBe(text);
  });
});

describe(energyLabelLetter.name, () => {
  it('takes the letter that sets the colour', () => {
    expect(energyLabelLetter('a_plus')).toBe('a');
    expect(energyLabelLetter('G')).toBe('g');
  });

  it('has no colour for text outside the A-G scale', () => {
    expect(energyLabelLetter('n/a')).toBeNull();
    expect(energyLabelLetter('')).toBeNull();
  });
});
