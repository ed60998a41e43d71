import { MAIL_MAX_ATTEMPTS } from './mail-templates';
import { outboxErrorText, outboxMessageId, stateAfterFailure } from './outbox-rules';

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
