import type { Rejection } from './crm/property-row';
import { DuplicateCopies } from './duplicate-copies';

describe(DuplicateCopies.name, () => {
  const reason = (key: string | number, firstWasKept: boolean) =>
    `duplicate ID ${key}: the ${firstWasKept ? 'first' : 'first valid'} record was kept`;

  it('keeps the first copy and rejects the later ones as duplicates', () => {
    const rejections: Rejection[] = [];
    const copies = new DuplicateCopies(rejections, reason);
    expect(copies.isDuplicate(1)).toBe(false);
    copies.kept(1);
    expect(copies.isDuplicate(1)).toBe(true);
    expect(rejections).toEqual([{ id: 1, reason: 'duplicate ID 1: the first record was kept' }]);
  });

  it('says of invalid copies before the kept one that a later copy was imported, and names the kept one the first valid', () => {
    const rejections: Rejection[] = [];
    const copies = new DuplicateCopies(rejections, reason);
    copies.rejected(1, { id: 1, reason: 'Price "x" is not an amount' });
    copies.rejected(2, { id: 2, reason: 'missing Goal' });
    copies.rejected(null, { id: null, reason: 'missing ID' });
    copies.kept(1);
    expect(copies.isDuplicate(1)).toBe(true);
    expect(rejections).toEqual([
      { id: 1, reason: 'Price "x" is not an amount; a later copy of ID 1 in this export was imported instead' },
      { id: 2, reason: 'missing Goal' },
      { id: null, reason: 'missing ID' },
      { id: 1, reason: 'duplicate ID 1: the first valid record was kept' },
    ]);
  });
});
