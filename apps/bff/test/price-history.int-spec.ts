import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  type PageDto,
  type PropertyByIdsDto,
  type PropertyDetailDto,
  type PropertySummaryDto,
  ZPropertyByIdsDtoSchema,
  ZPropertyDetailDtoSchema,
  ZPropertySummaryDtoSchema,
} from '@immo/domain';
import { priceChangesOf } from '@immo/db';
import { z } from 'zod';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createTestApp, type TestApp } from './support/test-app';
import { expectShape } from './support/expect-shape';

const WORKER_DIR = path.resolve(__dirname, '../../sync-worker');
const SMALL_EXPORT_PAGE = path.join(WORKER_DIR, 'test/fixtures/small-export/GetPropertyList/1.json');

type CrmItem = Record<string, unknown>;

/** `days` ago as the CRM writes a change date: Brussels wall-clock text. */
function crmTime(daysAgo: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() - daysAgo * 86_400_000));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * Issue 26 end to end on the server side: the worker's own CLI (apps never
 * import each other) imports one property, then again at a lower price, then
 * on request, then published again; the BFF serves the history and the card's
 * "price lowered" from what the import recorded.
 */
describe('price history: from the import to the detail page and the cards', () => {
  let testApp: TestApp;
  let server: App;
  let flat: CrmItem;
  let folder: string;

  const importFlat = async (changes: CrmItem) => {
    const pageDir = path.join(folder, 'GetPropertyList');
    await rm(pageDir, { recursive: true, force: true });
    await mkdir(pageDir);
    const items = [{ ...flat, ...changes }];
    const envelope = {
      GetPropertyListJsonResult: {
        Code: 0,
        Message: '',
        Success: true,
        Value: { From: 1, To: 1, RowsCount: 1, Items: items },
      },
    };
    await writeFile(path.join(pageDir, '1.json'), JSON.stringify(envelope));
    await promisify(execFile)(
      process.execPath,
      ['-r', '@swc-node/register', 'src/cli/sync.ts', '--from', folder, '--full'],
      { cwd: WORKER_DIR, env: { ...process.env, INIT_CWD: WORKER_DIR } },
    );
  };
  const get = async <T>(url: string) => (await request(server).get(url).expect(200)).body as T;
  const detail = async () => {
    const body = await get<PropertyDetailDto>('/api/properties/4101?locale=nl');
    expectShape(ZPropertyDetailDtoSchema, body);
    return body;
  };
  const card = async () => {
    const page = await get<PageDto<PropertySummaryDto>>('/api/properties?goal=sale&locale=nl');
    expectShape(z.array(ZPropertySummaryDtoSchema), page.items);
    return page.items.find((item) => item.id === 4101);
  };
  const favourite = async () => {
    const body = await get<PropertyByIdsDto>('/api/properties/by-ids?ids=4101&locale=nl');
    expectShape(ZPropertyByIdsDtoSchema, body);
    return body.items[0];
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    server = testApp.app.getHttpServer() as App;
    const page = JSON.parse(await readFile(SMALL_EXPORT_PAGE, 'utf8')) as {
      GetPropertyListJsonResult: { Value: { Items: CrmItem[] } };
    };
    flat = page.GetPropertyListJsonResult.Value.Items.find((item) => item['ID'] === 4101)!;
    expect(flat).toMatchObject({ Goal: 0, Price: 395000, PublishPrice: true, Marquee: 0 });
    folder = await mkdtemp(path.join(os.tmpdir(), 'immo-price-history-'));
    await testApp.dataSource.query('TRUNCATE properties, property_price_changes');
    await importFlat({ LastChangedDate: crmTime(3) });
  }, 120_000);

  afterAll(async () => {
    await testApp.dataSource.query('TRUNCATE properties, property_price_changes');
    await rm(folder, { recursive: true, force: true });
    await testApp.app.close();
  });

  it('has no history and no badge before any change', async () => {
    expect(await priceChangesOf(testApp.dataSource, 4101)).toEqual([]);
    expect(await detail()).toMatchObject({ price: 395000, priceHistory: [], priceLowered: false });
    expect(await card()).toMatchObject({ price: 395000, priceLowered: false });
  });

  it('records a lower price, shows it in the history and says "price lowered" on every card', async () => {
    await importFlat({ Price: 375000, LastChangedDate: crmTime(1) });
    const [change] = await priceChangesOf(testApp.dataSource, 4101);
    expect(change).toMatchObject({ oldPrice: 395000, newPrice: 375000 });
    expect(Date.now() - change!.changedAt.getTime()).toBeGreaterThan(0.9 * 86_400_000);

    const body = await detail();
    expect(body).toMatchObject({ price: 375000, priceLowered: true });
    expect(body.priceHistory).toEqual([
      {
        day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        price: 375000,
        previousPrice: 395000,
        direction: 'lowered',
        percent: 5.1,
      },
    ]);
    expect(await card()).toMatchObject({ price: 375000, priceLowered: true });
    expect(await favourite()).toMatchObject({ price: 375000, priceLowered: true });
  });

  it('shows no number at all once the price is on request: no history, no badge, no amount', async () => {
    await importFlat({ PublishPrice: false, Price: 370000, LastChangedDate: crmTime(0.5) });
    const changes = await priceChangesOf(testApp.dataSource, 4101);
    expect(changes.map(({ oldPrice, newPrice }) => [oldPrice, newPrice])).toEqual([
      [375000, null],
      [395000, 375000],
    ]);
    const body = await detail();
    expect(body).toMatchObject({ price: null, priceHistory: [], priceLowered: false });
    const cardBody = await card();
    expect(cardBody).toMatchObject({ price: null, priceLowered: false });
    for (const answer of [body, cardBody, await favourite()]) {
      expect(JSON.stringify(answer)).not.toMatch(/370000|375000|395000/);
    }
  });

  it('starts the history again when the price comes back, without calling it lowered', async () => {
    await importFlat({ PublishPrice: true, Price: 360000, LastChangedDate: crmTime(0.25) });
    expect(await detail()).toMatchObject({ price: 360000, priceHistory: [], priceLowered: false });
    expect(await card()).toMatchObject({ price: 360000, priceLowered: false });
  });
});
