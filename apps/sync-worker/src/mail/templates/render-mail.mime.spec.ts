// The rendered mail as the mailer really writes it (nodemailer's stream
// transport, no network): what the recipient's server receives.
import { createTransport } from 'nodemailer';
import { type RenderedMail, renderMail } from './render-mail';

const transport = createTransport({ streamTransport: true, buffer: true });

async function mime(mail: RenderedMail): Promise<{ headers: string; body: string }> {
  const info = await transport.sendMail({ from: 'info@immo.example', to: 'agent@immo.example', ...mail });
  const raw = (info.message as Buffer).toString('utf8');
  const end = raw.indexOf('\r\n\r\n');
  return { headers: raw.slice(0, end), body: raw.slice(end) };
}

const agency = { name: 'Immo & Co', siteUrl: 'https://immo.example/', email: 'info@immo.example' };

describe('rendered mails on the wire', () => {
  it('cannot gain a header from what a visitor typed', async () => {
    const mail = renderMail({
      template: 'lead-to-agency',
      locale: 'en',
      data: {
        agency,
        leadId: 'lead-1',
        kind: 'site-contact',
        visitorLocale: 'fr',
        receivedAt: '2026-11-24T14:00:05Z',
        fields: {
          firstName: 'Eve\r\nBcc: everyone@example.com\r\nX-Injected: 1',
          lastName: `=?utf-8?B?${Buffer.from('\r\nBcc: x@example.com').toString('base64')}?= ${'long '.repeat(100)}`,
          email: 'eve@example.com',
          remark: 'Hello\r\n\r\nBcc: nobody@example.com',
        },
      },
    });
    const { headers } = await mime(mail);
    const names = headers
      .split('\r\n')
      .filter((line) => /^\S/.test(line))
      .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('x-injected');
    expect(names.filter((name) => name === 'subject')).toHaveLength(1);
  });

  it('carries the one-click unsubscribe headers of a demand alert', async () => {
    const mail = renderMail({
      template: 'demand-alert',
      locale: 'nl',
      data: {
        agency,
        frequency: 'instant',
        allUrl: 'https://immo.example/nl/te-koop/',
        unsubscribeUrl: 'https://immo.example/api/demands/unsubscribe?t=abc',
        listings: [
          {
            reference: '1',
            title: 'Huis',
            city: 'Gent',
            url: 'https://immo.example/nl/1/',
            goal: 'sale',
            price: 250000,
            change: 'new',
          },
        ],
      },
    });
    const { headers } = await mime(mail);
    expect(headers).toContain('List-Unsubscribe: <https://immo.example/api/demands/unsubscribe?t=abc>');
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it("sends a visit's calendar as a text/calendar part with its method", async () => {
    const mail = renderMail({
      template: 'visit-booked',
      locale: 'de',
      data: {
        agency,
        recipient: 'agent',
        bookingId: '7',
        start: '2026-12-01T09:00:00Z',
        end: '2026-12-01T09:30:00Z',
        property: { reference: '1', title: 'Haus', city: 'Eupen', url: 'https://immo.example/de/1/' },
        visitor: { firstName: 'Karl', lastName: 'Schmitz', email: 'karl@example.com' },
        agent: { email: 'agent@immo.example' },
      },
    });
    const { body } = await mime(mail);
    expect(body).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
  });
});
