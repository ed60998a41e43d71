// `npm start`'s mail catcher when no SMTP_URL is set: MailDev 3, its SMTP server and its
// page on this machine only. MailDev 3 serves its page only to a client that asks for HTML
// and answers anything else at its root with 404 {"error":"Not found"} (curl, a link
// checker, a terminal that fetches the URL first): here its root answers every client with
// the page, and the rest of MailDev (its JSON API under /api/, the live updates) is untouched.
//   node scripts/mail-catcher.mjs [--smtp 1025] [--web 1080]
import { parseArgs } from 'node:util';
import { MailDev } from 'maildev';

const { values } = parseArgs({
  options: { smtp: { type: 'string', default: '1025' }, web: { type: 'string', default: '1080' } },
});
const host = '127.0.0.1';
const maildev = new MailDev({
  smtp: Number(values.smtp),
  web: Number(values.web),
  ip: host,
  webIp: host,
  silent: true,
});
const servers = await maildev.start();

// Before MailDev's own handler sees the request: the root is the page, whatever the client accepts.
servers.api?.server.server.prependListener('request', (request) => {
  const root = request.url === '/' || request.url?.startsWith('/?');
  if (
    (request.method === 'GET' || request.method === 'HEAD') &&
    root &&
    !request.headers.accept?.includes('text/html')
  ) {
    request.headers.accept = `text/html, ${request.headers.accept ?? '*/*'}`;
  }
});
console.log(`MailDev: http://${host}:${values.web}/ (SMTP ${host}:${values.smtp}); every mail stays on this machine`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void maildev.stop().finally(() => process.exit(0));
  });
}
