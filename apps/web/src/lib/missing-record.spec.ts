import { detailAddress, missingRecord } from './missing-record';

describe(detailAddress.name, () => {
  it('reads the detail addresses of properties and projects, in each language', () => {
    expect(detailAddress('/fr/a-vendre/etterbeek/maison/4113/')).toEqual({
      locale: 'fr',
      record: 'property',
      id: 4113,
      goal: 'sale',
    });
    expect(detailAddress('/de/zu-vermieten/uccle/haus/12/')).toEqual({
      locale: 'de',
      record: 'property',
      id: 12,
      goal: 'rent',
    });
    expect(detailAddress('/fr/property/1000000/')).toEqual({
      locale: 'fr',
      record: 'property',
      id: 1000000,
      goal: 'sale',
    });
    expect(detailAddress('/nl/projecten/spa/residentie/9001/')).toEqual({
      locale: 'nl',
      record: 'project',
      id: 9001,
      goal: 'sale',
    });
    expect(detailAddress('/en/project/9001/')).toEqual({ locale: 'en', record: 'project', id: 9001, goal: 'sale' });
  });

  it('has no id for a number beyond the database’s range', () => {
    expect(detailAddress('/nl/property/2147483648/')?.id).toBeNull();
  });

  it('leaves every other address alone', () => {
    for (const path of [
      '/fr/',
      '/fr/a-vendre/',
      '/nl/projecten/',
      '/property/12/',
      '/xx/property/12/',
      '/fr/nope/',
      '/map/fr/frame.html',
      '/fr/espace-proprietaire/4101/',
    ]) {
      expect(detailAddress(path)).toBeNull();
    }
  });
});

describe(missingRecord.name, () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  function bffAnswers(status: number) {
    const fetchMock = jest.fn().mockResolvedValue(new Response(null, { status }));
    global.fetch = fetchMock;
    return fetchMock;
  }

  it('is the Property Not Found state when the BFF does not know the property or withdrew it', async () => {
    for (const status of [404, 410]) {
      bffAnswers(status);
      await expect(missingRecord('/en/for-rent/uccle/house/5/', 'http://bff', 'token')).resolves.toEqual({
        locale: 'en',
        kind: 'property-rent',
      });
    }
  });

  it('is the generic not-found page for a missing project', async () => {
    const fetchMock = bffAnswers(404);
    await expect(missingRecord('/fr/project/77/', 'http://bff', 'token')).resolves.toEqual({
      locale: 'fr',
      kind: 'page',
    });
    expect(fetchMock).toHaveBeenCalledWith('http://bff/api/projects/77?locale=fr', expect.anything());
  });

  it('leaves a found record, a failing BFF and other addresses to the page', async () => {
    bffAnswers(200);
    await expect(missingRecord('/fr/property/12/', 'http://bff', 'token')).resolves.toBeNull();
    bffAnswers(500);
    await expect(missingRecord('/fr/property/12/', 'http://bff', 'token')).resolves.toBeNull();
    global.fetch = jest.fn().mockRejectedValue(new TypeError('fetch failed'));
    await expect(missingRecord('/fr/property/12/', 'http://bff', 'token')).resolves.toBeNull();
    const fetchMock = bffAnswers(404);
    await expect(missingRecord('/fr/a-vendre/', 'http://bff', 'token')).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not ask about an id that cannot exist', async () => {
    const fetchMock = bffAnswers(200);
    await expect(missingRecord('/nl/property/99999999999/', 'http://bff', 'token')).resolves.toEqual({
      locale: 'nl',
      kind: 'property-sale',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
