import { type FormAnswer, readFormAnswer } from './form-answer';
import { runSubmission } from './form-submission';

function valuationForm(entries: Record<string, string | string[]>): FormData {
  const data = new FormData();
  data.append('$ACTION_REF_1', '');
  for (const [name, value] of Object.entries(entries)) for (const each of [value].flat()) data.append(name, each);
  return data;
}

const complete = {
  street: 'Rue du Bailli',
  houseNumber: '12',
  zip: '1050',
  city: 'Ixelles',
  propertyType: 'house',
  title: 'ms',
  firstName: 'Anne',
  lastName: 'Peeters',
  email: 'anne@example.be',
  phone: '0475 11 22 33',
  timeSlots: '16:00-19:00',
  page: '/fr/estimation-gratuite/',
  website: '',
  'captcha.token': 'n1.4102444800.mac',
  'captcha.text': 'AC3X7',
};

describe('runSubmission', () => {
  it('posts the JSON the browser would send, with the envelope, and goes to the localized thank-you page', async () => {
    const send = jest.fn((_body: Record<string, unknown>): Promise<FormAnswer> =>
      Promise.resolve({ kind: 'accepted', thankYouSlug: 'contact-demand', outcome: 'received' }),
    );
    const result = await runSubmission('contact-demand', 'fr', valuationForm(complete), send);
    expect(result).toMatchObject({ redirectTo: '/fr/merci/estimation-gratuite/' });
    // What the valuation was about, for the thank-you page to show back; none of the visitor's details.
    const receipt = decodeURIComponent((result as { receipt: string }).receipt);
    expect(receipt).toContain('Rue du Bailli');
    expect(receipt).not.toContain('anne@example.be');
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      street: 'Rue du Bailli',
      timeSlots: ['16:00-19:00'],
      locale: 'fr',
      captcha: 'typed:n1.4102444800.mac:AC3X7',
      utm: {},
      page: '/fr/estimation-gratuite/',
    });
    expect(send.mock.calls[0]?.[0]).not.toHaveProperty('website');
  });

  it('answers the errors with every typed value, and the captcha among them when the BFF finds it wrong too', async () => {
    const send = jest.fn((_body: Record<string, unknown>): Promise<FormAnswer> =>
      Promise.resolve({
        kind: 'invalid',
        errors: { houseNumber: 'valuationAddressRequired', captcha: 'captchaInvalid' },
      }),
    );
    const result = await runSubmission(
      'contact-demand',
      'fr',
      valuationForm({ street: 'Rue du Bailli', email: 'anne@', timeSlots: '10:00-13:00' }),
      send,
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({
      state: {
        values: { street: 'Rue du Bailli', email: 'anne@', timeSlots: ['10:00-13:00'] },
        errors: {
          houseNumber: 'valuationAddressRequired',
          email: 'email',
          title: 'titleRequired',
          captcha: 'captchaInvalid',
        },
        problem: null,
      },
    });
  });

  it("answers the fields' errors alone when the BFF cannot be asked about the captcha", async () => {
    const send = jest.fn((_body: Record<string, unknown>): Promise<FormAnswer> =>
      Promise.resolve({ kind: 'problem', problem: 'sendFailed' }),
    );
    const result = await runSubmission(
      'contact-demand',
      'fr',
      valuationForm({ street: 'Rue du Bailli', email: 'anne@', timeSlots: '10:00-13:00' }),
      send,
    );
    expect(result).toMatchObject({
      state: {
        values: { street: 'Rue du Bailli', email: 'anne@', timeSlots: ['10:00-13:00'] },
        errors: { houseNumber: 'valuationAddressRequired', email: 'email', title: 'titleRequired' },
        problem: null,
      },
    });
    expect((result as { state: { errors: Record<string, string> } }).state.errors).not.toHaveProperty('captcha');
  });

  it("leads to the thank-you page with the form's property, for the way back to it", async () => {
    const offer = new FormData();
    const fields = {
      title: 'ms',
      firstName: 'Anne',
      lastName: 'Peeters',
      email: 'anne@example.be',
      phone: '0475 11 22 33',
      propertyId: '4101',
      website: '',
      captcha: 'pow',
    };
    for (const [name, value] of Object.entries(fields)) offer.append(name, value);
    const result = await runSubmission('contact-me', 'nl', offer, () =>
      Promise.resolve({ kind: 'accepted', thankYouSlug: 'contact-me', outcome: 'received' }),
    );
    expect(result).toMatchObject({ redirectTo: '/nl/bedankt/contact-me/?property=4101' });
  });

  it("keeps every value and says 'not sent' when the BFF could not store the lead", async () => {
    const result = await runSubmission('contact-demand', 'fr', valuationForm(complete), () =>
      Promise.resolve({ kind: 'problem', problem: 'sendFailed' }),
    );
    expect(result).toMatchObject({
      state: { problem: 'sendFailed', values: { lastName: 'Peeters', timeSlots: ['16:00-19:00'] } },
    });
  });

  it('sends nothing and judges nothing when the visitor asks for another picture, every value kept for the form to come back with a new one', async () => {
    const send = jest.fn();
    const result = await runSubmission(
      'contact-demand',
      'fr',
      valuationForm({ ...complete, email: 'anne@', 'captcha.renew': '' }),
      send,
    );
    expect(send).not.toHaveBeenCalled();
    expect(result).toEqual({
      state: {
        values: expect.objectContaining({ lastName: 'Peeters', email: 'anne@', timeSlots: ['16:00-19:00'] }),
        errors: {},
        problem: null,
        outcome: null,
      },
    });
    expect((result as { state: { values: Record<string, unknown> } }).state.values).not.toHaveProperty('captcha');
  });

  it('keeps everything a visitor typed and says why beside the slots when their open visit bookings are spent (no JavaScript)', async () => {
    const booking = new FormData();
    const fields = {
      title: 'ms',
      firstName: 'Anne',
      lastName: 'Peeters',
      email: 'anne@example.be',
      phone: '0475 11 22 33',
      propertyId: '4164',
      slotStart: '2030-01-07T09:00:00.000Z',
      remark: 'Avec mon fils',
      website: '',
      'captcha.token': 'n1.4102444800.mac',
      'captcha.text': 'AC3X7',
    };
    for (const [name, value] of Object.entries(fields)) booking.append(name, value);
    const refusal = readFormAnswer(409, {
      code: 'VISIT_BOOKING_LIMIT',
      nextSlots: [],
      issues: [{ path: 'slotStart', message: 'visitAlreadyBooked' }],
    });
    const result = await runSubmission('contact-appointment', 'fr', booking, () => Promise.resolve(refusal));
    expect(result).toMatchObject({
      state: {
        errors: { slotStart: 'visitAlreadyBooked' },
        problem: null,
        values: {
          firstName: 'Anne',
          email: 'anne@example.be',
          remark: 'Avec mon fils',
          slotStart: '2030-01-07T09:00:00.000Z',
        },
      },
    });
  });

  it("shows the BFF's refusal of the captcha on the captcha", async () => {
    const result = await runSubmission('contact-demand', 'fr', valuationForm(complete), () =>
      Promise.resolve({ kind: 'invalid', errors: { captcha: 'captchaInvalid' } }),
    );
    expect(result).toMatchObject({ state: { errors: { captcha: 'captchaInvalid' }, values: { city: 'Ixelles' } } });
  });
});
