import { energyLabel, energyLabels } from './energy-label';

describe(energyLabel.name, () => {
  it.each([
    [-0.1, 'a_plus'],
    [0, 'a'],
    [100, 'a'],
    [100.1, 'b'],
    [200, 'b'],
    [300, 'c'],
    [400, 'd'],
    [400.5, 'e'],
    [500, 'e'],
    [500.01, 'f'],
    [2000, 'f'],
  ])('Flanders %p → %s', (value, label) => {
    expect(energyLabel('flanders', value)).toBe(label);
  });

  it.each([
    [-1, 'a_plus'],
    [0, 'a'],
    [1, 'a'],
    [23, 'a'],
    [23.5, 'a_sub'],
    [45, 'a_sub'],
    [46, 'b_plus'],
    [62, 'b_plus'],
    [63, 'b'],
    [79, 'b'],
    [80, 'b_sub'],
    [95, 'b_sub'],
    [96, 'c_plus'],
    [113, 'c_plus'],
    [114, 'c'],
    [132, 'c'],
    [150, 'c_sub'],
    [151, 'd_plus'],
    [170, 'd_plus'],
    [190, 'd'],
    [210, 'd_sub'],
    [232, 'e_plus'],
    [253, 'e'],
    [275, 'e_sub'],
    [298, 'f_plus'],
    [299, 'f'],
    [322, 'f'],
    [322.5, 'f_sub'],
    [323, 'f_sub'],
    [345, 'f_sub'],
    [345.1, 'g'],
    [346, 'g'],
  ])('Brussels %p → %s', (value, label) => {
    expect(energyLabel('brussels', value)).toBe(label);
  });

  it.each([
    [-5, 'a_plusplus'],
    [0, 'a_plus'],
    [45, 'a_plus'],
    [45.5, 'a'],
    [85, 'a'],
    [86, 'b'],
    [170, 'b'],
    [255, 'c'],
    [340, 'd'],
    [425, 'e'],
    [426, 'f'],
    [510, 'f'],
    [511, 'g'],
  ])('Wallonia %p → %s', (value, label) => {
    expect(energyLabel('wallonia', value)).toBe(label);
  });

  it('refuses NaN instead of guessing a label', () => {
    expect(() => energyLabel('flanders', Number.NaN)).toThrow(RangeError);
  });
});

describe(energyLabels.name, () => {
  it('lists every label of a scale, best first', () => {
    expect(energyLabels('flanders')).toEqual(['a_plus', 'a', 'b', 'c', 'd', 'e', 'f']);
    expect(energyLabels('brussels')).toHaveLength(19);
    expect(energyLabels('wallonia')[0]).toBe('a_plusplus');
  });
});
