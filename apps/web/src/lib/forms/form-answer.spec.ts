import { readFormAnswer } from './form-answer';

describe('readFormAnswer', () => {
  it('goes to the thank-you page the BFF names once the lead is stored', () => {
    expect(readFormAnswer(201, { leadId: '1', thankYouSlug: 'contact-demand' })).toEqual({
      kind: 'accepted',
      thankYouSlug: 'contact-demand',
      outcome: 'received',
    });
  });

  it('puts each issue on its field, the first one per field', () => {
    const body = {
      code: 'INVALID_REQUEST',
      issues: [
        { path: 'personA.zip', message: 'zip' },
        { path: 'personA.zip', message: 'required' },
        { path: 'email', message: 'not-a-key' },
      ],
    };
    expect(readFormAnswer(400, body)).toEqual({ kind: 'invalid', errors: { 'personA.zip': 'zip', email: 'required' } });
  });

  it('shows a refused captcha on the captcha field', () => {
    expect(readFormAnswer(400, { code: 'CAPTCHA_INVALID' })).toEqual({
      kind: 'invalid',
      errors: { captcha: 'captchaInvalid' },
    });
  });

  it('shows a full visit slot next to the slot picker, not as a message of the whole form', () => {
    const body = {
      code: 'APPOINTMENTS_FULL',
      nextSlots: [],
      issues: [{ path: 'slotStart', message: 'appointmentsFull' }],
    };
    expect(readFormAnswer(409, body)).toEqual({ kind: 'invalid', errors: { slotStart: 'appointmentsFull' } });
  });

  it.each(['visitAlreadyBooked', 'visitBookingLimit'] as const)(
    'says beside the slot picker why a visitor past their open bookings is refused (%s)',
    (reason) => {
      const body = { code: 'VISIT_BOOKING_LIMIT', nextSlots: [], issues: [{ path: 'slotStart', message: reason }] };
      expect(readFormAnswer(409, body)).toEqual({ kind: 'invalid', errors: { slotStart: reason } });
    },
  );

  it.each([
    [503, { code: 'LEAD_NOT_STORED' }, 'sendFailed'],
    [502, null, 'sendFailed'],
    [0, null, 'sendFailed'],
    [429, { code: 'RATE_LIMITED' }, 'rateLimited'],
    [409, { code: 'FORM_NOT_AVAILABLE' }, 'notAvailable'],
  ])('reads %s as the form message %s', (status, body, problem) => {
    expect(readFormAnswer(status, body)).toEqual({ kind: 'problem', problem });
  });
});
