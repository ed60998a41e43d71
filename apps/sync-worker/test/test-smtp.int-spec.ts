import { createTransport } from 'nodemailer';
import { startSmtp, type TestSmtp } from './support/test-smtp';

// The test SMTP server other specs and the e2e set-up rely on: a real SMTP
// conversation, its messages parsed, and the failures it can play.
describe('tools/test-smtp', () => {
  let smtp: TestSmtp;
  const mail = (subject: string) => ({
    from: 'agency@immo.test',
    to: 'visitor@example.be',
    replyTo: 'other@example.be',
    subject,
    text: 'Bonjour',
    messageId: `<${subject}@immo.test>`,
  });

  beforeAll(async () => {
    smtp = await startSmtp();
  });

  afterAll(async () => {
    await smtp.close();
  });

  it('keeps each accepted message parsed, and serves them over HTTP', async () => {
    await createTransport(smtp.smtpUrl).sendMail(mail('accepted'));
    const [received] = await smtp.waitFor((messages) => messages.length === 1);
    expect(received).toMatchObject({
      messageId: '<accepted@immo.test>',
      replyTo: 'other@example.be',
      subject: 'accepted',
      envelope: { to: ['visitor@example.be'] },
    });
    const listed = (await (await fetch(`${smtp.httpUrl}/messages?to=visitor@example.be`)).json()) as {
      messageId: string;
    }[];
    expect(listed.map((message) => message.messageId)).toEqual(['<accepted@immo.test>']);
    await fetch(`${smtp.httpUrl}/messages`, { method: 'DELETE' });
    expect(smtp.messages()).toEqual([]);
  });

  it('refuses with a temporary or permanent code, or drops the connection, as told (also over HTTP)', async () => {
    const transport = createTransport(smtp.smtpUrl);
    smtp.setMode('refuse');
    await expect(transport.sendMail(mail('refused'))).rejects.toMatchObject({ responseCode: 451 });
    await fetch(`${smtp.httpUrl}/mode`, { method: 'POST', body: JSON.stringify({ mode: 'refuse', code: 550 }) });
    await expect(transport.sendMail(mail('rejected'))).rejects.toMatchObject({ responseCode: 550 });
    smtp.setMode('drop');
    await expect(transport.sendMail(mail('dropped'))).rejects.toThrow();
    smtp.setMode('accept');
    await transport.sendMail(mail('back'));
    expect(smtp.messages().map((message) => message.subject)).toEqual(['back']);
  });
});
