import {
  type CaptchaChallengeDto,
  encodeCaptchaAnswer,
  solvePow,
  type TVisitHours,
  VISIT_BOOKING_LIMITS,
  type VisitSlot,
  type VisitSlotsDto,
} from '@immo/domain';
import request from 'supertest';
import type { App } from 'supertest/types';
import { CaptchaService } from '../src/captcha/captcha.service';
import { PropertyEntity } from '@immo/db';
import { propertyFixture } from './support/property-fixture';
import { createTestApp, type TestApp } from './support/test-app';

/** Every day 08:00-20:00, one visitor per half hour, cancel or move until 24 h before. */
const hours: TVisitHours = {
  weekly: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ from: '08:00', to: '20:00' }]]),
  ),
  slotMinutes: 30,
  visitorsPerSlot: 1,
  closedDates: [],
  changeCutoffHours: 24,
  daysAhead: 10,
  noticeHours: 0,
};

describe('visit bookings', () => {
  let testApp: TestApp;
  let server: App;
  let captcha: CaptchaService;
  const live = propertyFixture({ id: 940_001 });
  const sold = propertyFixture({ id: 940_002, marquee: 3 });
  const other = propertyFixture({ id: 940_003 });

  async function captchaAnswer(): Promise<string> {
    const challenge: CaptchaChallengeDto = captcha.challenge();
    const number = await solvePow(challenge.pow);
    return encodeCaptchaAnswer({
      kind: 'pow',
      salt: challenge.pow.salt,
      number: number ?? -1,
      signature: challenge.pow.signature,
    });
  }

  async function body(slotStart: string, index: number, propertyId = live.id) {
    return {
      locale: 'fr',
      captcha: await captchaAnswer(),
      title: 'ms',
      firstName: 'Anne',
      lastName: `Visiteuse ${index}`,
      email: `visitor${index}@example.be`,
      phone: '0475 12 34 56',
      propertyId,
      slotStart,
    };
  }

  async function slotsOf(propertyId: number): Promise<VisitSlotsDto> {
    const response = await request(server).get(`/api/properties/${propertyId}/visit-slots?locale=fr`).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.body as VisitSlotsDto;
  }

  /** The visitor's link is only in their mail: read it back from the outbox. */
  async function manageTokenOf(email: string): Promise<string> {
    const [row] = (await testApp.dataSource.query(
      `SELECT data ->> 'manageUrl' AS url FROM mail_outbox WHERE to_address = $1 AND template = 'visit-booked' ORDER BY created_at DESC LIMIT 1`,
      [email],
    )) as { url: string }[];
    const match = /\/visite\/([A-Za-z0-9_-]{32})\/$/.exec(row?.url ?? '');
    if (!match?.[1]) throw new Error(`no manage link for ${email}: ${row?.url}`);
    return match[1];
  }

  const book = (payload: object, ip: string) =>
    request(server).post('/api/visit-bookings').set('X-Forwarded-For', ip).send(payload);

  beforeAll(async () => {
    testApp = await createTestApp({
      CAPTCHA_MAX_NUMBER: 1000,
      FORM_SUBMISSIONS_PER_MINUTE: 1000,
      RATE_LIMIT_PER_MINUTE: 1000,
    } as never);
    server = testApp.app.getHttpServer() as App;
    captcha = testApp.app.get(CaptchaService);
    await testApp.dataSource.getRepository(PropertyEntity).save([live, sold, other]);
  });

  beforeEach(async () => {
    await testApp.dataSource.query(`UPDATE site_settings SET visit_hours = $1 WHERE id = 1`, [JSON.stringify(hours)]);
    await testApp.dataSource.query(`DELETE FROM visit_bookings`);
    await testApp.dataSource.query(`DELETE FROM leads WHERE kind = 'contact-appointment'`);
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it('offers the free slots of a live property, none on a sold one, and 404 for an unknown one', async () => {
    const { bookable, slots } = await slotsOf(live.id);
    expect(bookable).toBe(true);
    expect(slots.length).toBeGreaterThan(100);
    expect(slots[0]).toMatchObject({ free: 1 });
    expect(await slotsOf(sold.id)).toEqual({ bookable: false, slots: [] });
    await request(server).get('/api/properties/949999/visit-slots').expect(404);
  });

  it('gives the last seat to exactly one of 20 visitors racing for it; the others hear the appointments are full, with other slots', async () => {
    const slot = (await slotsOf(live.id)).slots[3] as VisitSlot;
    const payloads = await Promise.all(Array.from({ length: 20 }, (_, index) => body(slot.start, index)));
    const answers = await Promise.all(payloads.map((payload, index) => book(payload, `198.51.${index}.7`)));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    const winner = answers.find((answer) => answer.status === 201);
    expect(winner?.body).toMatchObject({
      thankYouSlug: 'contact-appointment',
      booking: { status: 'confirmed', start: slot.start, end: slot.end },
    });
    for (const loser of answers.filter((answer) => answer.status === 409)) {
      const refusal = loser.body as { code: string; nextSlots: VisitSlot[] };
      expect(refusal.code).toBe('APPOINTMENTS_FULL');
      expect(refusal.nextSlots.length).toBeGreaterThan(0);
      expect(refusal.nextSlots.map((next) => next.start)).not.toContain(slot.start);
    }

    const bookings = (await testApp.dataSource.query(`SELECT seat FROM visit_bookings WHERE property_id = $1`, [
      live.id,
    ])) as { seat: number }[];
    expect(bookings).toEqual([{ seat: 1 }]);
    // The losers' leads were rolled back with their booking: one lead, its two mails.
    const leads = (await testApp.dataSource.query(`SELECT id FROM leads WHERE kind = 'contact-appointment'`)) as {
      id: string;
    }[];
    expect(leads).toHaveLength(1);
    const mails = (await testApp.dataSource.query(
      `SELECT to_address, data ->> 'recipient' AS recipient FROM mail_outbox WHERE lead_id = $1 ORDER BY 2`,
      [leads[0]?.id],
    )) as {
      to_address: string;
      recipient: string;
    }[];
    expect(mails.map((mail) => mail.recipient)).toEqual(['agent', 'visitor']);
    expect((await slotsOf(live.id)).slots.map((free) => free.start)).not.toContain(slot.start);
  });

  it('fills a slot of two seats with two visitors, seats 1 and 2, and refuses the rest', async () => {
    await testApp.dataSource.query(`UPDATE site_settings SET visit_hours = $1 WHERE id = 1`, [
      JSON.stringify({ ...hours, visitorsPerSlot: 2 }),
    ]);
    const slot = (await slotsOf(other.id)).slots[5] as VisitSlot;
    const payloads = await Promise.all(
      Array.from({ length: 6 }, (_, index) => body(slot.start, 100 + index, other.id)),
    );
    const answers = await Promise.all(payloads.map((payload, index) => book(payload, `192.0.${index}.9`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    const seats = (await testApp.dataSource.query(
      `SELECT seat FROM visit_bookings WHERE property_id = $1 ORDER BY seat`,
      [other.id],
    )) as { seat: number }[];
    expect(seats).toEqual([{ seat: 1 }, { seat: 2 }]);
  });

  it('lets the database itself refuse a second booking of a seat and a seat beyond the slot', async () => {
    const insert = (id: string, seat: number, capacity: number) =>
      testApp.dataSource.query(
        `INSERT INTO visit_bookings (id, property_id, slot_start, slot_end, seat, capacity, status, locale, manage_token_hash) VALUES ($1, $2, '2030-01-07T09:00:00Z', '2030-01-07T09:30:00Z', $3, $4, 'confirmed', 'fr', $5)`,
        [id, live.id, seat, capacity, `hash-${id}`],
      );
    await insert('00000000-0000-4000-8000-000000000001', 1, 1);
    await expect(insert('00000000-0000-4000-8000-000000000002', 1, 1)).rejects.toThrow(/UQ_visit_bookings_seat/);
    await expect(insert('00000000-0000-4000-8000-000000000003', 2, 1)).rejects.toThrow(/CHK_visit_bookings_seat/);
  });

  it('refuses a booking on a sold property and a time that is not a slot', async () => {
    const slot = (await slotsOf(live.id)).slots[0] as VisitSlot;
    const onSold = await book(await body(slot.start, 200, sold.id), '203.0.113.20');
    expect(onSold.status).toBe(409);
    expect(onSold.body).toMatchObject({ code: 'VISIT_NOT_BOOKABLE' });
    const offGrid = new Date(Date.parse(slot.start) + 7 * 60_000).toISOString();
    const refused = await book(await body(offGrid, 201), '203.0.113.21');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'APPOINTMENTS_FULL' });
    const invalid = await book({ ...(await body(slot.start, 202)), slotStart: '' }, '203.0.113.22');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      code: 'INVALID_REQUEST',
      issues: [{ path: 'slotStart', message: 'visitSlotRequired' }],
    });
  });

  it('shows the booking behind its link without changing it, moves it and cancels it, freeing the seat', async () => {
    const [first, second] = (await slotsOf(live.id)).slots.slice(-2) as [VisitSlot, VisitSlot];
    await book(await body(first.start, 300), '203.0.113.30').expect(201);
    const token = await manageTokenOf('visitor300@example.be');

    const shown = await request(server).get(`/api/visit-bookings/manage/${token}`).expect(200);
    expect(shown.body).toMatchObject({ booking: { status: 'confirmed', start: first.start, changeable: true } });
    await request(server).get(`/api/visit-bookings/manage/${token}`).expect(200);

    const moved = await request(server)
      .post(`/api/visit-bookings/manage/${token}/move`)
      .send({ slotStart: second.start })
      .expect(200);
    expect(moved.body).toMatchObject({ booking: { status: 'confirmed', start: second.start } });
    const [afterMove] = (await testApp.dataSource.query(`SELECT sequence FROM visit_bookings`)) as {
      sequence: number;
    }[];
    expect(afterMove?.sequence).toBe(1);
    expect((await slotsOf(live.id)).slots.map((slot) => slot.start)).toContain(first.start);

    const cancelled = await request(server).post(`/api/visit-bookings/manage/${token}/cancel`).expect(200);
    expect(cancelled.body).toMatchObject({ booking: { status: 'cancelled', changeable: false } });
    const cancelMails = (await testApp.dataSource.query(
      `SELECT data ->> 'recipient' AS recipient FROM mail_outbox WHERE template = 'visit-cancelled' ORDER BY 1`,
    )) as { recipient: string }[];
    expect(cancelMails.map((mail) => mail.recipient)).toEqual(['agent', 'visitor']);
    expect((await slotsOf(live.id)).slots.map((slot) => slot.start)).toContain(second.start);
    await request(server).get('/api/visit-bookings/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(404);
  });

  it('refuses to cancel or move a visit once within the cut-off', async () => {
    const slot = (await slotsOf(live.id)).slots[0] as VisitSlot;
    await book(await body(slot.start, 400), '203.0.113.40').expect(201);
    const token = await manageTokenOf('visitor400@example.be');
    // The visit now starts in two hours: inside the 24-hour cut-off.
    await testApp.dataSource.query(
      `UPDATE visit_bookings SET slot_start = now() + interval '2 hours', slot_end = now() + interval '150 minutes'`,
    );

    expect((await request(server).get(`/api/visit-bookings/manage/${token}`).expect(200)).body).toMatchObject({
      booking: { changeable: false },
      slots: [],
    });
    const cancel = await request(server).post(`/api/visit-bookings/manage/${token}/cancel`).expect(409);
    expect(cancel.body).toMatchObject({ code: 'VISIT_CHANGE_CLOSED' });
    await request(server).post(`/api/visit-bookings/manage/${token}/move`).send({ slotStart: slot.start }).expect(409);
    const [row] = (await testApp.dataSource.query(`SELECT status FROM visit_bookings`)) as { status: string }[];
    expect(row?.status).toBe('confirmed');
  });

  describe('open bookings per network and per address (issue 23: 396 seats of one property from one address)', () => {
    const more = [propertyFixture({ id: 940_004 }), propertyFixture({ id: 940_005 })];
    const refusalOf = (answer: request.Response) => ({
      status: answer.status,
      body: answer.body as { code: string; issues?: unknown[] },
    });

    beforeAll(async () => {
      await testApp.dataSource.getRepository(PropertyEntity).save(more);
    });

    it(`holds ${VISIT_BOOKING_LIMITS.perNetworkPerProperty} of one property per network, and tells the next visitor why, in the slot picker's place`, async () => {
      const slots = (await slotsOf(live.id)).slots;
      const network = '203.0.113.70';
      for (let index = 0; index < VISIT_BOOKING_LIMITS.perNetworkPerProperty; index += 1) {
        await book(await body((slots[index] as VisitSlot).start, 600 + index), network).expect(201);
      }
      const refused = refusalOf(await book(await body((slots[5] as VisitSlot).start, 610), network));
      expect(refused).toEqual({
        status: 409,
        body: expect.objectContaining({
          code: 'VISIT_BOOKING_LIMIT',
          issues: [{ path: 'slotStart', message: 'visitBookingLimit' }],
        }),
      });
      // Nothing of the refused visitor was stored, and no stranger was mailed.
      expect(
        await testApp.dataSource.query(`SELECT 1 FROM mail_outbox WHERE to_address = 'visitor610@example.be'`),
      ).toEqual([]);
      // The same network on another property, and another network on this one, still book.
      await book(await body((slots[6] as VisitSlot).start, 611, other.id), network).expect(201);
      await book(await body((slots[7] as VisitSlot).start, 612), '203.0.113.71').expect(201);
      // An IPv6 client counts by its /48: hopping /64s does not get more.
      for (let index = 0; index < VISIT_BOOKING_LIMITS.perNetworkPerProperty; index += 1) {
        await book(
          await body((slots[10 + index] as VisitSlot).start, 620 + index, more[0]?.id),
          `2001:db8:99:${index}::1`,
        ).expect(201);
      }
      expect(
        refusalOf(await book(await body((slots[20] as VisitSlot).start, 630, more[0]?.id), '2001:db8:99:ff::1')).body
          .code,
      ).toBe('VISIT_BOOKING_LIMIT');
    });

    it('holds one visit of a property per address and three across the site; a cancelled one frees its place', async () => {
      // Times past the 24-hour cut-off, so the visit can still be cancelled online.
      const slots = (await slotsOf(live.id)).slots.slice(-8);
      const first = await body((slots[0] as VisitSlot).start, 700);
      await book(first, '203.0.113.80').expect(201);
      const again = refusalOf(await book(await body((slots[1] as VisitSlot).start, 700), '203.0.113.81'));
      expect(again).toEqual({
        status: 409,
        body: expect.objectContaining({
          code: 'VISIT_BOOKING_LIMIT',
          issues: [{ path: 'slotStart', message: 'visitAlreadyBooked' }],
        }),
      });
      await book(await body((slots[2] as VisitSlot).start, 700, other.id), '203.0.113.82').expect(201);
      await book(await body((slots[3] as VisitSlot).start, 700, more[0]?.id), '203.0.113.83').expect(201);
      const fourth = refusalOf(await book(await body((slots[4] as VisitSlot).start, 700, more[1]?.id), '203.0.113.84'));
      expect(fourth.body).toMatchObject({
        code: 'VISIT_BOOKING_LIMIT',
        issues: [{ path: 'slotStart', message: 'visitBookingLimit' }],
      });

      const token = await manageTokenOf('visitor700@example.be');
      await request(server).post(`/api/visit-bookings/manage/${token}/cancel`).expect(200);
      await book(await body((slots[4] as VisitSlot).start, 700, more[1]?.id), '203.0.113.84').expect(201);
    });

    it(`holds ${VISIT_BOOKING_LIMITS.perNetwork} across the site per network`, async () => {
      const properties = [live, other, ...more];
      const network = '198.51.100.90';
      let booked = 0;
      for (const [propertyIndex, property] of properties.entries()) {
        const slots = (await slotsOf(property.id)).slots;
        for (
          let index = 0;
          index < VISIT_BOOKING_LIMITS.perNetworkPerProperty && booked < VISIT_BOOKING_LIMITS.perNetwork;
          index += 1
        ) {
          await book(
            await body((slots[index] as VisitSlot).start, 800 + propertyIndex * 10 + index, property.id),
            network,
          ).expect(201);
          booked += 1;
        }
      }
      const last = properties[properties.length - 1] as typeof live;
      const slot = (await slotsOf(last.id)).slots[9] as VisitSlot;
      expect(refusalOf(await book(await body(slot.start, 899, last.id), network)).body.code).toBe(
        'VISIT_BOOKING_LIMIT',
      );
    });

    it('lets no two bookings at once slip under the limit', async () => {
      const slots = (await slotsOf(live.id)).slots.slice(30, 38);
      const payloads = await Promise.all(slots.map((slot, index) => body(slot.start, 900 + index)));
      const answers = await Promise.all(payloads.map((payload) => book(payload, '192.0.2.99')));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(
        VISIT_BOOKING_LIMITS.perNetworkPerProperty,
      );
      expect(
        answers
          .filter((answer) => answer.status === 409)
          .every((answer) => (answer.body as { code: string }).code === 'VISIT_BOOKING_LIMIT'),
      ).toBe(true);
    });
  });

  it('puts site bookings in the owner calendar view beside the CRM visits', async () => {
    const owned = propertyFixture({ id: 940_010, ownerId: 77 });
    await testApp.dataSource.getRepository(PropertyEntity).save(owned);
    const slot = (await slotsOf(owned.id)).slots[2] as VisitSlot;
    await book(await body(slot.start, 500, owned.id), '203.0.113.50').expect(201);
    const rows = (await testApp.dataSource.query(
      `SELECT source, owner_id, status, starts_at FROM owner_calendar_visits WHERE property_id = $1`,
      [owned.id],
    )) as {
      source: string;
      owner_id: number;
      status: string;
      starts_at: Date;
    }[];
    expect(rows).toEqual([{ source: 'site', owner_id: 77, status: 'planned', starts_at: new Date(slot.start) }]);
  });
});
