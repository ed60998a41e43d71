import { MAIL_MAX_ATTEMPTS } from './mail-templates';
import { isVisitorConfirmation, outboxErrorText, outboxMessageId, stateAfterFailure } from './outbox-rules';

describe(stateAfterFailure.name, () => {
  it('retries until the last attempt, then parks the mail as dead', () => {
    expect(stateAfterFailure(1)).toBe('retrying');
    expect(stateAfterFailure(MAIL_MAX_ATTEMPTS - 1)).toBe('retrying');
    expect(stateAfterFailure(MAIL_MAX_ATTEMPTS)).toBe('dead');
  });
});

describe(outboxMessageId.name, () => {
  it("names the row and the sender's domain", () => {
    expect(outboxMessageId('0b7c', 'Agence Immo <Info@Agence.BE>')).toBe('<0b7c@agence.be>');
    expect(outboxMessageId('0b7c', 'leads@agence.be')).toBe('<0b7c@agence.be>');
  });

  it('still gives a valid id without a usable sender', () => {
    expect(outboxMessageId('0b7c', 'nobody')).toBe('<0b7c@localhost>');
  });
});

describe(outboxErrorText.name, () => {
  it('keeps one short line whatever the error', () => {
    const text = outboxErrorText(new Error(`451 try\r\nagain ${'x'.repeat(2000)}`));
    expect(text.startsWith('Error: 451 try again')).toBe(true);
    expect(text).not.toMatch(/[\r\n]/);
    expect(text.length).toBe(1000);
  });
});

describe(isVisitorConfirmation.name, () => {
  it('counts the mails to the address a visitor typed', () => {
    for (const template of [
      'lead-confirmation',
      'confirm-subscription',
      'property-documents',
      'offer-copy',
      'unsubscribe-link',
    ] as const) {
      expect(isVisitorConfirmation({ template, data: {} })).toBe(true);
    }
    expect(isVisitorConfirmation({ template: 'visit-booked', data: { recipient: 'visitor' } })).toBe(true);
  });

  it("leaves the agency's copies, the owners' mails and the friend's (its own budget) alone", () => {
    expect(isVisitorConfirmation({ template: 'lead-to-agency', data: {} })).toBe(false);
    expect(isVisitorConfirmation({ template: 'visit-booked', data: { recipient: 'agent' } })).toBe(false);
    expect(isVisitorConfirmation({ template: 'owner-password-reset', data: {} })).toBe(false);
    expect(isVisitorConfirmation({ template: 'send-to-friend', data: {} })).toBe(false);
  });
});
