// Who a mail says it is from: the agency by its name ("Immo Horizon"), at the
// address MAIL_FROM gives. The name people see is a site setting the office
// edits; the address is the operator's, tied to the mail server's SPF and DKIM.
import { headerText } from '@immo/platform';

export interface MailSender {
  name: string;
  address: string;
}

/** MAIL_FROM as an address and the name it carries (`Immo <no-reply@x.be>` or `no-reply@x.be`). */
function parseMailFrom(mailFrom: string): MailSender {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(mailFrom);
  return match ? { name: (match[1] ?? '').trim(), address: match[2] ?? '' } : { name: '', address: mailFrom.trim() };
}

/** The agency's name at MAIL_FROM's address; MAIL_FROM's own name when the site names no agency. */
export function mailSender(mailFrom: string, agencyName: string | undefined): MailSender | string {
  const parsed = parseMailFrom(mailFrom);
  const name = headerText(agencyName ?? '', 100);
  if (name === '') return mailFrom;
  return { name, address: parsed.address };
}
