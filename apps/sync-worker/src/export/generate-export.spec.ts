import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { COUNTRY_LUXEMBOURG, energyLabel, energyLabelText, postalRegion } from '@immo/domain';
import { CrmCall } from '../sync/crm/export-source';
import { FolderExportSource } from '../sync/crm/folder-export-source';
import { mapCrmProperty } from '../sync/crm/map-crm-property';
import { COMMUNES } from './communes';
import { exportPages, writeExport } from './generate-export';
import { SHOWCASE } from './showcase';

type Item = Record<string, unknown>;

function items(options: Parameters<typeof exportPages>[0], call: CrmCall = CrmCall.properties): Item[] {
  return [...exportPages(options, call)].flatMap(
    (page) => (Object.values(page.envelope)[0] as { Value: { Items: Item[] } }).Value.Items,
  );
}

describe(writeExport.name, () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'immo-generate-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every call in pages the folder source reads back without a gap', async () => {
    const summary = await writeExport(dir, { properties: 120, projects: 2, pageSize: 50 });
    expect(await readdir(path.join(dir, CrmCall.properties))).toEqual(
      expect.arrayContaining(['1.json', '2.json', '3.json']),
    );
    const source = new FolderExportSource(dir);
    for (const call of Object.values(CrmCall)) {
      let rows = 0;
      for await (const page of source.pages(call)) rows += page.items.length;
      expect(rows).toBe(summary.rows[call]);
    }
    expect(summary.rows).toMatchObject({
      GetPropertyList: 120,
      GetProjectList: 2,
      GetWebIDList: 7,
      GetOwnerList: 60,
      GetDeletedPropertyIds: 0,
    });
  });

  it('is deterministic: the same seed writes the same bytes, another seed does not', async () => {
    const again = await mkdtemp(path.join(os.tmpdir(), 'immo-generate-'));
    try {
      await writeExport(dir, { properties: 60, seed: 7 });
      await writeExport(again, { properties: 60, seed: 7 });
      const read = (folder: string) => readFile(path.join(folder, CrmCall.properties, '2.json'), 'utf8');
      expect(await read(again)).toBe(await read(dir));
      await writeExport(again, { properties: 60, seed: 8 });
      expect(await read(again)).not.toBe(await read(dir));
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  });

  it('streams: a page is on disk before the next one is built, and 20k properties do not pile up in memory', async () => {
    const seen: number[] = [];
    let peakRetained = 0;
    let listBytes = 0;
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    await writeExport(
      dir,
      { properties: 20_000, pageSize: 100, projects: 10 },
      {
        onPage: (page, file) => {
          if (page.call !== CrmCall.properties) return;
          seen.push(page.number);
          listBytes += statSync(file).size;
          if (!existsSync(file) || existsSync(path.join(path.dirname(file), `${page.number + 1}.json`))) seen.push(-1);
          // What is still held, not what the collector has yet to reclaim (its pace differs between Node versions).
          if (page.number % 25 === 0) {
            collectGarbage();
            peakRetained = Math.max(peakRetained, process.memoryUsage().heapUsed - before);
          }
        },
      },
    );
    expect(seen).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    // Held whole, the list's records would take several times its JSON size
    // on the heap; a page at a time keeps a small fraction of it.
    expect(peakRetained).toBeLessThan(listBytes / 4);
  }, 60_000);
});

describe('generated properties', () => {
  const sample = items({ properties: 400, projects: 4, seed: 42 });

  it('puts the showcase cases first, newest first, so the home page shows them', () => {
    const zips = sample.slice(0, SHOWCASE.length).map((item) => String(item['Zip']).replace(/^L-/, ''));
    expect(zips).toEqual(SHOWCASE.map((showcase) => showcase.zip));
    const dates = sample.map((item) => item['LastChangedDate'] as string);
    expect(dates.slice(0, SHOWCASE.length)).toEqual([...dates.slice(0, SHOWCASE.length)].sort().reverse());
    expect(dates.slice(SHOWCASE.length).every((date) => date < (dates[SHOWCASE.length - 1] as string))).toBe(true);
    // The newest four: a published price and a Belgian EPC value the home cards show.
    for (const item of sample.slice(0, 4))
      expect(item).toMatchObject({ PublishPrice: true, CountryID: 10, EnergyPerformance: expect.any(Number) });
  });

  it('covers every case the site renders', () => {
    const has = (predicate: (item: Item) => boolean) => sample.some(predicate);
    expect(has((item) => item['PublishPrice'] === false)).toBe(true);
    expect(has((item) => item['PriceUnit'] === 7 && item['PriceUnitText'] === 'À partir de')).toBe(true);
    for (const marquee of [0, 3, 4]) expect(has((item) => item['Marquee'] === marquee)).toBe(true);
    expect(has((item) => ![0, 3, 4].includes(item['Marquee'] as number) && item['MarqueeName'] !== '')).toBe(true);
    expect(has((item) => (item['Pictures'] as unknown[]).length === 0 && item['SmallPictureItem'] === null)).toBe(true);
    expect(has((item) => item['ProjectID'] !== null)).toBe(true);
    expect(has((item) => String(item['Zip']).startsWith('L-'))).toBe(true);
    for (const region of ['brussels', 'flanders', 'wallonia'] as const) {
      for (const goal of [0, 1])
        expect(
          has(
            (item) => item['CountryID'] === 10 && postalRegion(String(item['Zip'])) === region && item['Goal'] === goal,
          ),
        ).toBe(true);
    }
    for (const goal of [0, 1])
      expect(has((item) => item['CountryID'] === COUNTRY_LUXEMBOURG && item['Goal'] === goal)).toBe(true);
    expect(has((item) => JSON.stringify(item['Descriptions']).includes('<script>'))).toBe(true);
  });

  it('places each commune in the region its postal code belongs to', () => {
    for (const commune of COMMUNES.filter((candidate) => candidate.region !== 'luxembourg'))
      expect([commune.zip, postalRegion(commune.zip)]).toEqual([commune.zip, commune.region]);
  });

  it('has realistic values: real communes, prices by goal, EPC labels on the regional scale', () => {
    for (const item of sample) {
      const zip = String(item['Zip']).replace(/^L-/, '');
      expect(COMMUNES.some((commune) => commune.zip === zip)).toBe(true);
      const region = item['CountryID'] === 10 ? postalRegion(zip) : null;
      if (region && typeof item['EnergyPerformance'] === 'number') {
        expect(item['EPCLabelText']).toBe(energyLabelText(energyLabel(region, item['EnergyPerformance'])));
      }
      const price = item['Price'] as number;
      if (item['MainTypeName'] === 'Garage') continue;
      if (item['Goal'] === 0) expect(price).toBeGreaterThanOrEqual(50_000);
      else expect(price).toBeGreaterThanOrEqual(300);
      if (item['Goal'] !== 0) expect(price).toBeLessThan(20_000);
      expect(item['GoogleY']).toEqual(expect.any(Number));
      expect(Math.abs((item['GoogleY'] as number) - 50.5)).toBeLessThan(1.5);
    }
    const ids = sample.map((item) => item['ID']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('maps without a single rejection when not messy', () => {
    expect(sample.map((item) => mapCrmProperty(item)).filter((result) => !result.ok)).toEqual([]);
  });

  it('gives project units the ProjectID of a project in GetProjectList, with its price range', () => {
    const projects = items({ properties: 400, projects: 4, seed: 42 }, CrmCall.projects);
    expect(projects).toHaveLength(4);
    for (const project of projects) {
      const units = sample.filter((item) => item['ProjectID'] === project['ID']);
      expect(units.length).toBeGreaterThanOrEqual(2);
      expect(project['PriceFrom']).toBe(Math.min(...units.map((unit) => unit['Price'] as number)));
    }
  });

  it('gives every owner a login e-mail of their own', () => {
    const emails = items({ properties: 2000, seed: 42 }, CrmCall.owners).map((owner) => owner['Email']);
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('sprinkles realistic defects with --messy, never in the showcase', () => {
    const messy = items({ properties: 400, messy: 0.2, seed: 42 });
    const defects = messy.filter((item, index) => JSON.stringify(item) !== JSON.stringify(sample[index]));
    expect(defects.length).toBeGreaterThan(40);
    expect(messy.slice(0, SHOWCASE.length)).toEqual(sample.slice(0, SHOWCASE.length));
    expect(defects.some((item) => typeof item['Price'] === 'string')).toBe(true);
    expect(defects.some((item) => item['WebID'] === 99)).toBe(true);
    expect(defects.some((item) => item['GoogleX'] === 2.05)).toBe(true);
    expect(new Set(messy.map((item) => item['ID'])).size).toBeLessThan(messy.length);
  });
});

/** A full collection, without starting jest with --expose-gc. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
