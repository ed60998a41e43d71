import { subscriptionConfirmationMail } from './subscription-confirmation';

const env = { SITE_URL: 'https://www.example.be', SUBSCRIPTION_TOKEN_SECRET: 'x'.repeat(32) };
const id = '5f0c6f9e-8a52-4c1e-9d5b-2f7d8c1e0a11';

describe('subscriptionConfirmationMail', () => {
  it('links to the confirmation page in the visitor language, with the raw token', () => {
    const mail = subscriptionConfirmationMail(env, {
      ref: { kind: 'newsletter', id },
      locale: 'fr',
      to: 'a@example.be',
      token: 'raw-token',
    });
    expect(mail).toMatchObject({
      template: 'confirm-subscription',
      locale: 'fr',
      to: 'a@example.be',
      data: { subject: 'newsletter' },
    });
    expect(mail.data).not.toHaveProperty('recipient');
    const data = mail.data as { confirmUrl: string; unsubscribeUrl: string };
    expect(new URL(data.confirmUrl).searchParams.get('token')).toBe('raw-token');
    expect(data.confirmUrl).toContain('/fr/');
    expect(data.unsubscribeUrl).toMatch(/^https:\/\/www\.example\.be\/api\/subscriptions\/unsubscribe\?token=/);
  });

  it('belongs to no lead, so it still leaves after the lead is deleted', () => {
    expect(
      subscriptionConfirmationMail(env, { ref: { kind: 'demand', id }, locale: 'nl', to: 'a@example.be', token: 't' })
        .leadId,
    ).toBeNull();
  });
});
