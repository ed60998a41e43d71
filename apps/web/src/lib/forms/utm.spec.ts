import { rememberUtm, storedUtm, UTM_STORAGE_KEY } from './utm';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('rememberUtm', () => {
  it('keeps the landing page campaign through later pages without parameters', () => {
    const storage = memoryStorage();
    rememberUtm('?utm_source=news&utm_campaign=spring&other=1', storage);
    rememberUtm('', storage);
    expect(storedUtm(storage)).toEqual({ utm_source: 'news', utm_campaign: 'spring' });
  });

  it('reads nothing from storage that holds something else', () => {
    const storage = memoryStorage();
    storage.setItem(UTM_STORAGE_KEY, '{not json');
    expect(storedUtm(storage)).toEqual({});
  });
});
