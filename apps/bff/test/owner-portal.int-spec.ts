import { Test } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import { loadEnv } from '../src/config/env';
import {
  dataSourceOptions,
  OwnerPreferenceEntity,
  OwnerEntity,
  PropertyEntity,
  SiteSettingsEntity,
  PropertyDailyViewEntity,
  PropertyViewEntity,
} from '@immo/db';
import { OwnerHistoryService } from '../src/owner-portal/owner-history.service';
import { OwnerPortalService } from '../src/owner-portal/owner-portal.service';
import { PropertyReachService } from '../src/owner-portal/property-reach.service';
import { PropertyException } from '../src/properties/property.exception';
import { StatisticsService } from '../src/statistics/statistics.service';
import { insertAlertMail, insertDemand, insertOwner, insertViews } from './support/owner-fixtures';
import { propertyFixture } from './support/property-fixture';

// The portal's services on the real database with a fixed "today", so Brussels
// day and week boundaries (and the spring DST change) are exercised exactly.
describe('owner portal data', () => {
  let dataSource: DataSource;
  let portal: OwnerPortalService;
  let close: () => Promise<void>;

  const alice = { id: 940_001, email: 'alice.portal@example.com', locale: 'nl' };
  const bob = { id: 940_002, email: 'bob.portal@example.com', locale: 'fr' };
  const house = propertyFixture({ id: 940_101, ownerId: alice.id });
  const withdrawn = propertyFixture({ id: 940_102, withdrawnAt: new Date('2026-01-01T00:00:00Z') });
  const onRequest = propertyFixture({ id: 940_103, publishPrice: false, goal: 1, webId: 5, webIds: '5' });
  const bobs = propertyFixture({ id: 940_104, ownerId: bob.id });
  // Monday after the spring change (Sunday 2026-03-29 had 23 hours in Brussels).
  const today = '2026-03-30';

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [
        TypeOrmModule.forRoot(dataSourceOptions(loadEnv())),
        TypeOrmModule.forFeature([
          OwnerEntity,
          OwnerPreferenceEntity,
          PropertyEntity,
          SiteSettingsEntity,
          PropertyDailyViewEntity,
          PropertyViewEntity,
        ]),
      ],
      providers: [OwnerPortalService, PropertyReachService, OwnerHistoryService, StatisticsService],
    }).compile();
    await moduleRef.init();
    close = () => moduleRef.close();
    dataSource = moduleRef.get<DataSource>(getDataSourceToken());
    portal = moduleRef.get(OwnerPortalService);
    await dataSource.getRepository(PropertyEntity).save([house, withdrawn, onRequest, bobs]);
    await insertOwner(dataSource, alice, [house.id, withdrawn.id, onRequest.id, 940_199]);
    await insertOwner(dataSource, bob, [bobs.id]);
  });

  afterAll(async () => {
    await close();
  });

  describe('views', () => {
    beforeEach(async () => {
      await dataSource.query('DELETE FROM property_views WHERE property_id = $1', [house.id]);
      await dataSource.query('DELETE FROM property_daily_views WHERE property_id = $1', [house.id]);
    });

    it('counts Brussels days: today and yesterday live from the raw views, the past from the nightly aggregates', async () => {
      // The nightly aggregates of past days.
      await dataSource.query(
        `INSERT INTO property_daily_views (property_id, day, views) VALUES ($1, '2026-02-28', 7), ($1, '2026-03-01', 5), ($1, '2026-03-28', 3)`,
        [house.id],
      );
      await insertViews(dataSource, house.id, [
        // Saturday 23:59:59 in Brussels (UTC+1): in Saturday's aggregate, not yesterday's live count.
        '2026-03-28T22:59:59Z',
        // Sunday 00:00 (UTC+1) and 23:59:59 (UTC+2 since 03:00): yesterday, live.
        '2026-03-28T23:00:00Z',
        '2026-03-29T21:59:59Z',
        // Monday 00:00 (UTC+2): today, the week's first day.
        '2026-03-29T22:00:00Z',
        '2026-03-30T09:15:00Z',
      ]);

      const { views } = await portal.propertyDetail(alice.id, house.id, today);

      expect({ today: views.today, week: views.week, month: views.month, total: views.total }).toEqual({
        today: 2,
        week: 2,
        month: 3 + 5 + 2 + 2,
        total: 7 + 5 + 3 + 2 + 2,
      });
      expect(views.days).toHaveLength(30);
      expect(views.days.at(-1)).toEqual({ day: today, views: 2 });
      expect(views.days.at(-2)).toEqual({ day: '2026-03-29', views: 2 });
      expect(views.days.find((day) => day.day === '2026-03-01')).toEqual({ day: '2026-03-01', views: 5 });
      expect(views.days[0]?.day).toBe('2026-03-01');
      expect(await portal.todayViews(alice.id, house.id, today)).toEqual({ today: 2 });
      const list = await portal.propertyList(alice.id, today);
      expect(list.items.find((item) => item.id === house.id)?.views).toEqual({
        today: 2,
        week: 2,
        month: 12,
        total: 19,
      });
    });
  });

  describe('scoping', () => {
    it.each([
      ['another owner’s', bobs.id],
      ['a non-existent', 940_198],
      ['a CRM-listed but never imported', 940_199],
    ])('answers %s property id exactly like an unknown one', async (_what, id) => {
      for (const call of [
        () => portal.propertyDetail(alice.id, id, today),
        () => portal.todayViews(alice.id, id, today),
      ]) {
        await expect(call()).rejects.toThrow(PropertyException);
        await expect(call()).rejects.toMatchObject({ code: 'PROPERTY_NOT_FOUND' });
      }
    });

    it('lists only the owner’s own properties, live ones first', async () => {
      const { items } = await portal.propertyList(alice.id, today);
      expect(items.map((item) => item.id)).toEqual([house.id, onRequest.id, withdrawn.id]);
      expect((await portal.propertyList(bob.id, today)).items.map((item) => item.id)).toEqual([bobs.id]);
    });
  });

  it('shows each property as the public site does, in the owner’s language', async () => {
    const { items } = await portal.propertyList(alice.id, today);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(house.id)).toMatchObject({
      title: 'Lichtrijk appartement',
      status: 'forSale',
      goal: 'sale',
      price: { kind: 'price', text: expect.stringContaining('395') as unknown },
      // The city's part is its Dutch name when the run's database knows one (Elsene: other specs may import it), else the CRM's.
      path: expect.stringMatching(
        new RegExp(`^/nl/te-koop/(ixelles|elsene)/lichtrijk-appartement/${house.id}/$`),
      ) as unknown,
      photoUrl: '/sample-photos/apartment-living.svg',
    });
    expect(byId.get(onRequest.id)).toMatchObject({ status: 'forRent', goal: 'rent', price: { kind: 'onRequest' } });
    expect(byId.get(withdrawn.id)).toMatchObject({ status: 'offline', path: null });
  });

  describe('reach', () => {
    beforeEach(async () => {
      await dataSource.query('DELETE FROM demands');
      await dataSource.query(`DELETE FROM mail_outbox WHERE template = 'demand-alert'`);
    });

    it('counts the confirmed demands the property matches now, by the alerts’ rule', async () => {
      await insertDemand(dataSource, { zones: ['region:brussels'] });
      await insertDemand(dataSource, { zones: [`city:10:${house.zip}`], types: [1, 2], budgetMax: 400_000 });
      await insertDemand(dataSource, { state: 'unconfirmed' });
      await insertDemand(dataSource, { goal: 'rent' });
      await insertDemand(dataSource, { budgetMax: 300_000 });
      await insertDemand(dataSource, { types: [5] });
      await insertDemand(dataSource, { zones: ['region:wallonia'] });

      expect((await portal.propertyDetail(alice.id, house.id, today)).reach.matchingDemands).toBe(2);
      // Withdrawn: in no alert any more.
      expect((await portal.propertyDetail(alice.id, withdrawn.id, today)).reach.matchingDemands).toBe(0);
    });

    it('counts the sent alert mails that showed the property per Brussels week, for the last 8 weeks', async () => {
      // Sunday 23:30 in Brussels (UTC+2): the week of Monday 03-23.
      await insertAlertMail(dataSource, [house.id, onRequest.id], '2026-03-29T21:30:00Z');
      // Monday 00:30 (UTC+2): this week.
      await insertAlertMail(dataSource, [house.id], '2026-03-29T22:30:00Z');
      await insertAlertMail(dataSource, [house.id], '2026-03-30T08:00:00Z');
      await insertAlertMail(dataSource, [house.id], '2026-02-04T08:00:00Z');
      // Not counted: never sent, another listing, before the 8 weeks.
      await insertAlertMail(dataSource, [house.id], null, 'queued');
      await insertAlertMail(dataSource, [house.id], null, 'dead');
      await insertAlertMail(dataSource, [onRequest.id], '2026-03-25T08:00:00Z');
      await insertAlertMail(dataSource, [house.id], '2026-02-01T08:00:00Z');

      const { reach } = await portal.propertyDetail(alice.id, house.id, today);

      expect(reach.alertMailsByWeek).toEqual([
        { week: '2026-02-09', mails: 0 },
        { week: '2026-02-16', mails: 0 },
        { week: '2026-02-23', mails: 0 },
        { week: '2026-03-02', mails: 0 },
        { week: '2026-03-09', mails: 0 },
        { week: '2026-03-16', mails: 0 },
        { week: '2026-03-23', mails: 1 },
        { week: '2026-03-30', mails: 2 },
      ]);
    });
  });

  it('lists communications, calendar visits (the CRM’s and the site’s, cancelled as such) and online media, newest first', async () => {
    await dataSource.query(
      `INSERT INTO owner_communications (id, owner_id, property_id, date, channel, subject, body) VALUES
        (940501, $1, $2, '2026-03-01T10:00:00Z', 'email', 'Older', NULL),
        (940502, $1, $2, '2026-03-20T10:00:00Z', 'phone', 'Newer', '<p>Call</p>'),
        (940503, $1, $3, '2026-03-25T10:00:00Z', 'letter', 'Another property', NULL),
        (940504, $4, $2, '2026-03-26T10:00:00Z', 'email', 'Another owner', NULL)`,
      [alice.id, house.id, onRequest.id, bob.id],
    );
    await dataSource.query(
      `INSERT INTO owner_visits (id, owner_id, property_id, date, status, remark) VALUES
        (940601, $1, $2, '2026-03-10T09:00:00Z', 'done', 'Liked the garden'),
        (940602, $1, $2, '2026-04-02T09:00:00Z', 'planned', NULL),
        (940603, $3, $2, '2026-03-11T09:00:00Z', 'done', 'Another owner’s CRM visit')`,
      [alice.id, house.id, bob.id],
    );
    for (const [start, status] of [
      ['2026-03-31T08:00:00Z', 'confirmed'],
      ['2026-03-15T08:00:00Z', 'cancelled'],
    ] as const) {
      await dataSource.query(
        `INSERT INTO visit_bookings (id, property_id, slot_start, slot_end, seat, capacity, status, locale, manage_token_hash)
         VALUES ($1, $2, $3, $3::timestamptz + interval '30 minutes', 1, 1, $4, 'fr', $5)`,
        [randomUUID(), house.id, start, status, randomUUID()],
      );
    }
    await dataSource.query(
      `INSERT INTO owner_online_media (id, owner_id, property_id, portal, url, published_at) VALUES
        (940701, $1, $2, 'Immoweb', 'https://www.immoweb.be/fr/annonce/1', '2026-02-28T23:30:00Z'),
        (940702, $1, $2, 'Zimmo', 'https://www.zimmo.be/fr/1', '2026-03-05T10:00:00Z'),
        (940703, $1, $2, 'Old', 'javascript:alert(1)', '2026-03-06T10:00:00Z')`,
      [alice.id, house.id],
    );

    const detail = await portal.propertyDetail(alice.id, house.id, today);

    expect(detail.communications).toEqual([
      {
        date: '2026-03-20T10:00:00.000Z',
        channel: 'phone',
        subject: 'Newer',
        subjectCode: null,
        body: '<p>Call</p>',
        language: 'fr',
      },
      {
        date: '2026-03-01T10:00:00.000Z',
        channel: 'email',
        subject: 'Older',
        subjectCode: null,
        body: null,
        language: 'fr',
      },
    ]);
    expect(detail.calendarVisits).toEqual([
      { date: '2026-04-02T09:00:00.000Z', status: 'planned', source: 'crm', remark: null },
      { date: '2026-03-31T08:00:00.000Z', status: 'planned', source: 'site', remark: null },
      { date: '2026-03-15T08:00:00.000Z', status: 'cancelled', source: 'site', remark: null },
      { date: '2026-03-10T09:00:00.000Z', status: 'done', source: 'crm', remark: 'Liked the garden' },
    ]);
    // Published at 00:30 on 1 March in Brussels; the unsafe link never leaves the BFF.
    expect(detail.onlineMedia).toEqual([
      { portal: 'Zimmo', url: 'https://www.zimmo.be/fr/1', publishedDate: '2026-03-05' },
      { portal: 'Immoweb', url: 'https://www.immoweb.be/fr/annonce/1', publishedDate: '2026-03-01' },
    ]);
  });

  it('keeps the weekly report on until the owner switches it off', async () => {
    expect(await portal.me(bob.id)).toEqual({
      id: bob.id,
      firstName: 'Test',
      lastName: 'Owner',
      email: bob.email,
      locale: 'fr',
      weeklyReport: true,
    });
    await portal.setPreferences(bob.id, { weeklyReport: false });
    expect((await portal.me(bob.id)).weeklyReport).toBe(false);
    await portal.setPreferences(bob.id, { weeklyReport: true });
    expect((await portal.me(bob.id)).weeklyReport).toBe(true);
  });
});
