import { ZPropertyTypeListSchema } from '@immo/domain';
import { getJson } from './bff';
import { BAD_ANSWER_STATUS, BffError } from './bff-contract';

const TYPE = {
  ID: 1,
  WebID: 1,
  Name: 'Maison',
  ShowOrder: 1,
  Sale: true,
  Rent: true,
  language: 'fr',
  countSaleProperty: 3,
  countRentProperty: 1,
};

describe(getJson.name, () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  const logError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

  beforeEach(() => {
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockReset();
    logError.mockClear();
  });

  it('gives the answer once it has the shape the domain describes', async () => {
    fetchMock.mockResolvedValue(Response.json([TYPE]));
    await expect(getJson('/api/types?locale=fr', ZPropertyTypeListSchema)).resolves.toEqual([TYPE]);
    expect(logError).not.toHaveBeenCalled();
  });

  it('turns an answer of another shape into a BFF failure, logged once with the path and the first mismatch', async () => {
    fetchMock.mockResolvedValue(Response.json([{ ...TYPE, Sale: 'yes' }]));
    const failure = getJson('/api/types?locale=fr', ZPropertyTypeListSchema);
    await expect(failure).rejects.toBeInstanceOf(BffError);
    await expect(failure).rejects.toMatchObject({ status: BAD_ANSWER_STATUS });
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError.mock.calls[0]?.[0]).toMatch(
      /^\[web\] BFF \/api\/types\?locale=fr: unexpected answer \(0\.Sale: .+\)$/,
    );
  });

  it('treats a body that is not JSON the same way', async () => {
    fetchMock.mockResolvedValue(new Response('<html>proxy error</html>', { status: 200 }));
    await expect(getJson('/api/types?locale=fr', ZPropertyTypeListSchema)).rejects.toMatchObject({
      status: BAD_ANSWER_STATUS,
    });
    expect(logError.mock.calls[0]?.[0]).toContain('(root)');
  });

  it('keeps the status of an error answer', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    await expect(getJson('/api/types?locale=fr', ZPropertyTypeListSchema)).rejects.toMatchObject({ status: 500 });
  });
});
