// A mail the site sends to someone who never asked for it (send to a friend)
// must not carry a link the sender chose: spammers would use the agency's
// good name to deliver theirs. Only the property's own link is sent.

// A scheme (https://, ftp://), a www. host, or a bare host name ending in a
// top-level domain of letters (example.be/offer, bit.ly). An e-mail address
// counts too: it is as good a contact for a scam as a link.
const LINK = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}(?:[/:?#]|\b)(?!\.\s|\.$)/i;

/** Whether a visitor's text holds something a mail program would turn into a link. */
export function containsLink(text: string): boolean {
  return LINK.test(text.replace(/\s*\.\s+/g, '. '));
}
