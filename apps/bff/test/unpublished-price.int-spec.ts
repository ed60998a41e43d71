import type { PropertyDetailDto } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { storedDetails } from './support/stored-details';
import { createTestApp, type TestApp } from './support/test-app';

// A price the agency does not publish never leaves the BFF, nor any amount it
// can be worked back from (12.5 % rights, total cost, a rent's deposit…).
describe('property detail API: an unpublished price', () => {
  let testApp: TestApp;
  let server: App;

  const costs = storedDetails({
    totalCost: 1_364_600,
    registrationRights: 150_000,
    notaryFee: 14_600,
    vat: 31_500,
    cadastralIncome: 1_800,
  });
  const onRequest = propertyFixture({ id: 930_001, price: 1_200_000, publishPrice: false, details: costs });
  const rentOnRequest = propertyFixture({
    id: 930_002,
    goal: 1,
    price: 1_650,
    publishPrice: false,
    details: storedDetails({ deposit: 3_300, agencyCost: 1_650 }),
  });
  // Marquee 5 (a signed compromis) is on the seeded marquee ignore list.
  const compromis = propertyFixture({
    id: 930_003,
    price: 745_000,
    marquee: 5,
    marqueeName: 'Compromis en cours',
    details: costs,
  });
  const published = propertyFixture({ id: 930_004, price: 1_200_000, details: costs });

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    const repository = testApp.dataSource.getRepository(PropertyEntity);
    await repository.query('TRUNCATE properties CASCADE');
    await repository.save([onRequest, rentOnRequest, compromis, published]);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const detail = async (id: number) =>
    (await request(server).get(`/api/properties/${id}?locale=fr`).expect(200)).body as PropertyDetailDto;
  const amounts = (dto: PropertyDetailDto) => JSON.stringify(dto).match(/\d+/g) ?? [];

  it('sends neither the price nor the costs that reveal it when it is on request', async () => {
    const dto = await detail(onRequest.id);
    expect(dto.price).toBeNull();
    expect(dto.fields).toMatchObject({
      totalCost: null,
      registrationRights: null,
      notaryFee: null,
      vat: null,
      cadastralIncome: 1_800,
    });
    for (const amount of ['1200000', '1364600', '150000', '14600', '31500']) expect(amounts(dto)).not.toContain(amount);
  });

  it('sends no deposit nor agency fee of a rent on request', async () => {
    const dto = await detail(rentOnRequest.id);
    expect(dto.fields).toMatchObject({ deposit: null, agencyCost: null });
    for (const amount of ['1650', '3300']) expect(amounts(dto)).not.toContain(amount);
  });

  it('withholds them too while an ignore-listed marquee stands in the price’s place', async () => {
    const dto = await detail(compromis.id);
    expect(dto.price).toBeNull();
    expect(dto.fields).toMatchObject({ totalCost: null, registrationRights: null, notaryFee: null });
    for (const amount of ['745000', '1364600', '150000']) expect(amounts(dto)).not.toContain(amount);
  });

  it('sends them all when the price is published', async () => {
    const dto = await detail(published.id);
    expect(dto.price).toBe(1_200_000);
    expect(dto.fields).toMatchObject({
      totalCost: 1_364_600,
      registrationRights: 150_000,
      notaryFee: 14_600,
      vat: 31_500,
    });
  });
});
