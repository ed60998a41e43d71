import type { PageDto, PropertySummaryDto } from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 26's list filters on the real list statement: living area from/to and
// energy label at most, each judged on the property's own regional scale. Every
// row carries type 78 so rows other files insert never match.
describe('list filters: living area and energy label', () => {
  const T = 78;
  let testApp: TestApp;
  let server: App;

  const row = (id: number, zip: string, living: number | null, energy: number | null, epc = '', countryId = 10) =>
    propertyFixture({
      id,
      webId: T,
      webIds: `${T}`,
      zip,
      countryId,
      energyPerformance: energy,
      epcLabelText: epc,
      details: (living === null ? { fields: {} } : { fields: { livingSurface: living } }) as PropertyEntity['details'],
    });

  // Brussels 140 is C- (133-150): worse than C. Wallonia 250 is C (171-255).
  // Flanders 250 is C (201-300). Flanders 450 is E.
  const brusselsCSub = row(930_001, '1050', 95, 140);
  const walloniaC = row(930_002, '4000', 150, 250);
  const flandersC = row(930_003, '9000', 60, 250);
  const flandersE = row(930_004, '2000', null, 450);
  // No value: the certificate's text decides, if the scale has it.
  const walloniaTextAPlus = row(930_005, '5000', 200, null, 'A +');
  const flandersTextBSub = row(930_006, '8000', 120, null, 'B-');
  const unknownLabel = row(930_007, '1000', 100, null, '');
  const flandersNegative = row(930_008, '3000', 80, -5);
  const walloniaNegative = row(930_009, '1300', 80, -5);
  const luxembourg = row(930_010, 'L-1111', 80, 50, 'A', 50);
  const all = [
    brusselsCSub,
    walloniaC,
    flandersC,
    flandersE,
    walloniaTextAPlus,
    flandersTextBSub,
    unknownLabel,
    flandersNegative,
    walloniaNegative,
    luxembourg,
  ];

  const ids = async (query: string): Promise<number[]> => {
    const body = (await request(server).get(`/api/properties?type=${T}&limit=100&${query}`).expect(200))
      .body as PageDto<PropertySummaryDto>;
    expect(body.total).toBe(body.items.length);
    return body.items.map((item) => item.id).sort();
  };
  const idsOf = (...rows: PropertyEntity[]) => rows.map((item) => item.id).sort();

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    await testApp.dataSource.getRepository(PropertyEntity).save(all);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('filters by living area from and to, leaving out an unknown area', async () => {
    expect(await ids('minLivingArea=100')).toEqual(idsOf(walloniaC, walloniaTextAPlus, flandersTextBSub, unknownLabel));
    expect(await ids('maxLivingArea=80')).toEqual(idsOf(flandersC, flandersNegative, walloniaNegative, luxembourg));
    expect(await ids('minLivingArea=90&maxLivingArea=120')).toEqual(
      idsOf(brusselsCSub, flandersTextBSub, unknownLabel),
    );
  });

  it("keeps a label that is the chosen one or better on the property's own scale", async () => {
    expect(await ids('maxEnergy=c')).toEqual(
      idsOf(walloniaC, flandersC, walloniaTextAPlus, flandersNegative, walloniaNegative),
    );
    // Brussels' C- counts from D up; Flanders' E from E; the B- text is no Flemish label.
    expect(await ids('maxEnergy=d')).toEqual(
      idsOf(brusselsCSub, walloniaC, flandersC, walloniaTextAPlus, flandersNegative, walloniaNegative),
    );
    // Only Wallonia has A++ (a value under 0); Flanders' best is A+.
    expect(await ids('maxEnergy=a_plusplus')).toEqual(idsOf(walloniaNegative));
    expect(await ids('maxEnergy=a_plus')).toEqual(idsOf(walloniaTextAPlus, flandersNegative, walloniaNegative));
    // G takes every known Belgian label; an unknown one and Luxembourg's scale never match.
    expect(await ids('maxEnergy=g')).toEqual(
      idsOf(brusselsCSub, walloniaC, flandersC, flandersE, walloniaTextAPlus, flandersNegative, walloniaNegative),
    );
  });

  it('combines the filters and counts the same selection as the page', async () => {
    const body = (
      await request(server).get(`/api/properties?type=${T}&limit=1&maxEnergy=c&minLivingArea=100`).expect(200)
    ).body as PageDto<PropertySummaryDto>;
    expect(body.total).toBe(2);
    expect(body.items).toHaveLength(1);
    // A page past the end still counts the selection.
    const past = (
      await request(server).get(`/api/properties?type=${T}&offset=50&maxEnergy=c&minLivingArea=100`).expect(200)
    ).body as PageDto<PropertySummaryDto>;
    expect(past).toMatchObject({ total: 2, items: [] });
  });

  it('answers 400 with the parameters at fault for junk, never a 500', async () => {
    const response = await request(server)
      .get('/api/properties?minLivingArea=-3&maxLivingArea=lots&maxEnergy=B')
      .expect(400);
    const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort();
    expect(paths).toEqual(['maxEnergy', 'maxLivingArea', 'minLivingArea']);
  });
});
