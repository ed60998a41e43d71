import {
  ZPropertyDetailDtoSchema,
  ZPropertyNeighboursDtoSchema,
  ZPropertySummaryDtoSchema,
  type PropertyDetailDto,
  type PropertyNeighboursDto,
  type PropertySummaryDto,
} from '@immo/domain';
import { z } from 'zod';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { storedDetails } from './support/stored-details';
import { createTestApp, type TestApp } from './support/test-app';
import { expectShape } from './support/expect-shape';

describe('property detail API: fields, similar and neighbours', () => {
  let testApp: TestApp;
  let server: App;

  // A Brussels apartment (webId 2) for sale and its candidates.
  const target = propertyFixture({
    id: 920_001,
    price: 400_000,
    zip: '1050',
    crmChangedAt: new Date('2025-05-03T00:00:00Z'),
    publishAddress: false,
    latitude: 50.827512,
    longitude: 4.362934,
    // As the importer stores it (apps/sync-worker, crm/detail-fields.ts).
    details: storedDetails(
      {
        totalSurface: 110,
        electricityCertificate: false,
        planningPermit: true,
        floodProneArea: false,
        floodPScore: 'A',
        manager: {
          name: 'Sophie Lambert',
          phone: '+32 2 640 12 34',
          mobile: null,
          email: 'sophie@immo.example',
          pictureUrl: null,
        },
      },
      {
        documents: [{ url: 'https://documents.crm.example/plan.pdf', name: 'Plan', type: 'plan', locale: 'nl' }],
        videoUrls: ['https://www.youtube.com/watch?v=F6afqILEb3O'],
        virtualTourUrl: 'https://my.matterport.com/show/?m=o78ByGy7bi6',
      },
    ),
  });
  const sameZipFar = propertyFixture({
    id: 920_002,
    price: 900_000,
    zip: '1050',
    crmChangedAt: new Date('2025-05-04T00:00:00Z'),
  });
  const sameAreaNear = propertyFixture({
    id: 920_003,
    price: 410_000,
    zip: '1060',
    crmChangedAt: new Date('2025-05-02T00:00:00Z'),
  });
  const elsewhereNear = propertyFixture({
    id: 920_004,
    price: 400_000,
    zip: '4000',
    crmChangedAt: new Date('2025-05-01T00:00:00Z'),
  });
  const elsewhereFar = propertyFixture({
    id: 920_005,
    price: 100_000,
    zip: '9000',
    crmChangedAt: new Date('2025-04-01T00:00:00Z'),
  });
  const elsewhereOnRequest = propertyFixture({
    id: 920_006,
    publishPrice: false,
    zip: '8000',
    crmChangedAt: new Date('2025-03-01T00:00:00Z'),
  });
  const otherType = propertyFixture({
    id: 920_007,
    webId: 1,
    webIds: '1',
    mainTypeName: 'Maison',
    zip: '1050',
    crmChangedAt: new Date('2025-02-01T00:00:00Z'),
  });
  const sold = propertyFixture({
    id: 920_008,
    marquee: 3,
    zip: '1050',
    crmChangedAt: new Date('2025-01-01T00:00:00Z'),
  });
  const withdrawn = propertyFixture({ id: 920_009, zip: '1050', withdrawnAt: new Date('2025-06-01T00:00:00Z') });
  const forRent = propertyFixture({
    id: 920_010,
    goal: 1,
    price: 1200,
    zip: '1050',
    crmChangedAt: new Date('2025-05-05T00:00:00Z'),
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    const repository = testApp.dataSource.getRepository(PropertyEntity);
    await repository.query('TRUNCATE properties CASCADE');
    await repository.save([
      target,
      sameZipFar,
      sameAreaNear,
      elsewhereNear,
      elsewhereFar,
      elsewhereOnRequest,
      otherType,
      sold,
      withdrawn,
      forRent,
    ]);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('serves the detail fields, documents, media and a rounded position for a private address', async () => {
    const detail = (await request(server).get(`/api/properties/${target.id}?locale=en`).expect(200))
      .body as PropertyDetailDto;
    expectShape(ZPropertyDetailDtoSchema, detail);
    expect(detail.fields).toMatchObject({
      totalSurface: 110,
      electricityCertificate: false,
      planningPermit: true,
      floodProneArea: false,
      manager: { name: 'Sophie Lambert', phone: '+32 2 640 12 34' },
    });
    expect(detail.documents).toEqual([
      { url: 'https://documents.crm.example/plan.pdf', name: 'Plan', type: 'plan', locale: 'nl' },
    ]);
    expect(detail.videoUrls).toEqual(['https://www.youtube.com/watch?v=F6afqILEb3O']);
    expect(detail.virtualTourUrl).toBe('https://my.matterport.com/show/?m=o78ByGy7bi6');
    expect(detail.position).toEqual({ lat: 50.83, lng: 4.36 });
    expect(detail.positionApproximate).toBe(true);
  });

  it('lists up to 4 similar live properties: same zip, then same area, then nearest price', async () => {
    const response = await request(server).get(`/api/properties/${target.id}/similar?locale=en`).expect(200);
    const similar = response.body as PropertySummaryDto[];
    expectShape(z.array(ZPropertySummaryDtoSchema), similar);
    expect(similar.map((property) => property.id)).toEqual([
      sameZipFar.id,
      sameAreaNear.id,
      elsewhereNear.id,
      elsewhereFar.id,
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('never offers another type, a sold, withdrawn or other-goal property as similar', async () => {
    const similar = (await request(server).get(`/api/properties/${elsewhereFar.id}/similar`).expect(200))
      .body as PropertySummaryDto[];
    const ids = similar.map((property) => property.id);
    for (const excluded of [otherType.id, sold.id, withdrawn.id, forRent.id, elsewhereFar.id])
      expect(ids).not.toContain(excluded);
  });

  it('gives the previous and next property in the list order, newest first within the goal', async () => {
    const response = await request(server).get(`/api/properties/${target.id}/neighbours?locale=en`).expect(200);
    const neighbours = response.body as PropertyNeighboursDto;
    expectShape(ZPropertyNeighboursDtoSchema, neighbours);
    expect(neighbours.previous?.id).toBe(sameZipFar.id);
    expect(neighbours.next?.id).toBe(sameAreaNear.id);
    expect(neighbours.previous?.title).toBe('Bright apartment');
  });

  it('has no previous for the first and no next for the last of the list', async () => {
    const first = (await request(server).get(`/api/properties/${sameZipFar.id}/neighbours`).expect(200))
      .body as PropertyNeighboursDto;
    expect(first.previous).toBeNull();
    expect(first.next?.id).toBe(target.id);
    const only = (await request(server).get(`/api/properties/${forRent.id}/neighbours`).expect(200))
      .body as PropertyNeighboursDto;
    expect(only).toEqual({ previous: null, next: null });
  });

  it('answers 404 for an unknown id, 410 for a withdrawn one and 400 for a bad id or locale', async () => {
    await request(server).get('/api/properties/999999/similar').expect(404);
    await request(server).get(`/api/properties/${withdrawn.id}/neighbours`).expect(410);
    await request(server).get('/api/properties/abc/similar').expect(400);
    await request(server).get(`/api/properties/${target.id}/neighbours?locale=it`).expect(400);
  });
});
