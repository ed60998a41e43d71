import { toTreeOption } from './tree-node';

describe(toTreeOption.name, () => {
  it('shows the name and keeps the id in the value', () => {
    expect(toTreeOption({ ID: 12, ParentID: 3, Name: 'Liège' })).toEqual({ value: '12-Liège', label: 'Liège' });
  });

  it('tells apart nodes with the same name', () => {
    const a = toTreeOption({ ID: 1, ParentID: null, Name: 'Centre' });
    const b = toTreeOption({ ID: 2, ParentID: null, Name: 'Centre' });
    expect(a.value).not.toBe(b.value);
  });
});
