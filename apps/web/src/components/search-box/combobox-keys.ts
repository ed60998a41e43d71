// Keyboard movement through the search box's options (WAI-ARIA combobox
// pattern): -1 means no option is active and the caret stays in the input.

export type ComboboxMoveKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export function isComboboxMoveKey(key: string): key is ComboboxMoveKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';
}

/** The option made active by `key`; the ends wrap round, as the pattern allows. */
export function nextActiveIndex(current: number, count: number, key: ComboboxMoveKey): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}
