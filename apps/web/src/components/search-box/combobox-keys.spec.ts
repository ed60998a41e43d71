import { isComboboxMoveKey, nextActiveIndex } from './combobox-keys';

describe(nextActiveIndex.name, () => {
  it('enters the list at the first option going down and at the last going up', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
  });

  it('moves one step and wraps at both ends', () => {
    expect(nextActiveIndex(0, 3, 'ArrowDown')).toBe(1);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(1, 3, 'ArrowUp')).toBe(0);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(2);
  });

  it('jumps to the ends with Home and End', () => {
    expect(nextActiveIndex(1, 5, 'Home')).toBe(0);
    expect(nextActiveIndex(1, 5, 'End')).toBe(4);
  });

  it('has no active option when there are none', () => {
    expect(nextActiveIndex(-1, 0, 'ArrowDown')).toBe(-1);
    expect(nextActiveIndex(3, 0, 'End')).toBe(-1);
  });
});

describe(isComboboxMoveKey.name, () => {
  it('knows the movement keys only', () => {
    expect(['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', 'a'].map(isComboboxMoveKey)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
