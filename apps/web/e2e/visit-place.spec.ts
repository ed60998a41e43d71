import { type CaptchaChallengeDto, encodeCaptchaAnswer, solvePow, type VisitSlotsDto } from '@immo/domain';
import { withDatabase } from './support/database';
import { visitorAddress, waitForMail } from './support/mailbox';
import { expect, test, type APIRequestContext } from './support/test';

// Issue 24: a visitor who booked a visit is told where to go, in their own
// language: the street and number, the postcode and the commune as Dutch
// speakers call it (Elsene, not Ixelles), in the mail and in its calendar
// file (LOCATION, and GEO for the map app), with the property's page.
test.describe.configure({ timeout: 90_000 });

interface Place {
  id: number;
  street: string;
  zip: string;
}

/** A bookable Ixelles property of the sample whose address is published, with its position. */
async function ixellesProperties(): Promise<Place[]> {
  return withDatabase(async (client) => {
    const rows = await client.query<{ id: number; street: string; zip: string }>(
      `SELECT id, street, zip FROM properties
        WHERE zip = '1050' AND publish_address AND withdrawn_at IS NULL AND latitude IS NOT NULL AND coalesce(street, '') <> '' ORDER BY id`,
    );
    return rows.rows;
  });
}

async function captcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/forms/captcha')).json()) as CaptchaChallengeDto;
  const number = await solvePow(challenge.pow);
  return encodeCaptchaAnswer({
    kind: 'pow',
    salt: challenge.pow.salt,
    number: number ?? 0,
    signature: challenge.pow.signature,
  });
}

test('a Dutch visitor is told where the visit is, with the commune in Dutch, in the mail and its calendar file', async ({
  request,
  baseURL,
}) => {
  let place: Place | undefined;
  let slot: string | undefined;
  for (const candidate of await ixellesProperties()) {
    const answer = (await (
      await request.get(`/api/properties/${candidate.id}/visit-slots?locale=nl`)
    ).json()) as VisitSlotsDto;
    slot = answer.bookable
      ? answer.slots.find((item) => Date.parse(item.start) > Date.now() + 48 * 3_600_000)?.start
      : undefined;
    if (slot) {
      place = candidate;
      break;
    }
  }
  test.skip(!place || !slot, 'the sample has no bookable Ixelles property with a published address');

  const email = visitorAddress('visit-place-nl');
  const booked = await request.post('/api/visit-bookings', {
    headers: { origin: baseURL ?? '' },
    data: {
      locale: 'nl',
      captcha: await captcha(request),
      title: 'mr',
      firstName: 'Jan',
      lastName: 'Peeters',
      email,
      phone: '0475 11 22 44',
      propertyId: place!.id,
      slotStart: slot,
    },
  });
  expect(booked.status()).toBe(201);

  const mail = await waitForMail(email);
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain(place!.street);
    expect(body).toContain('1050 Elsene');
    expect(body).not.toContain('Ixelles');
  }
  expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+/nl/[^\\s]+/${place!.id}/`));

  const calendar = mail.attachments.find((file) => file.contentType.startsWith('text/calendar'))?.content ?? '';
  // Unfolded as a calendar app reads it (RFC 5545 §3.1).
  const lines = calendar.replace(/\r?\n[ \t]/g, '');
  expect(lines).toMatch(new RegExp(`^LOCATION:[^\\r\\n]*${place!.street}[^\\r\\n]*1050 Elsene`, 'm'));
  expect(lines).toMatch(/^GEO:-?\d+(\.\d+)?;-?\d+(\.\d+)?\r?$/m);
  expect(lines).toMatch(new RegExp(`^URL[^:]*:https?://[^\\r\\n]+/${place!.id}/\\r?$`, 'm'));
});
