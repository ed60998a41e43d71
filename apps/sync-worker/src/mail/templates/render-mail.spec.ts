import { type MailDataInput, type MailTemplate, locales } from '@immo/domain';
import { MailDataError, renderMail } from './render-mail';

const agency = {
  name: 'Immo & Co',
  siteUrl: 'https://immo.example/',
  email: 'info@immo.example',
  phone: '+32 2 123 45 67',
};
const property = {
  reference: 'REF-1',
  title: 'Maison 3 chambres',
  city: 'Uccle',
  url: 'https://immo.example/fr/a-vendre/uccle/maison/1/',
  address: 'Rue de la Loi 16, 1180 Uccle',
};
const personA = {
  title: 'mr' as const,
  firstName: 'Jean',
  lastName: 'Dupont',
  street: 'Rue Haute',
  houseNumber: '12',
  zip: '1000',
  city: 'Bruxelles',
  email: 'jean@example.com',
  phone: '+32 475 12 34 56',
};
const offer = {
  amount: 350000,
  amountInWords: 'trois cent cinquante mille euros',
  startDate: '2026-11-24',
  endDate: '2026-12-24',
  validityDate: '2026-12-08',
  place: 'Uccle',
  signDate: '2026-11-24',
  personA,
  financing: { amount: 280000, bankDeadline: '2026-12-05' },
  conditions: 'Sous réserve <b>du</b> compromis',
};
const visit = {
  agency,
  bookingId: '42',
  sequence: 0,
  start: '2026-12-01T09:00:00Z',
  end: '2026-12-01T09:30:00Z',
  property,
  visitor: {
    title: 'ms' as const,
    firstName: 'Anne',
    lastName: 'Martin',
    email: 'anne@example.com',
    phone: '+32 470 00 00 00',
  },
  agent: { name: 'Agent Paul', email: 'paul.agent@immo.example' },
};
const listing = (index: number) => ({
  reference: `R${index}`,
  title: `Appartement ${index}`,
  city: 'Ixelles',
  url: `https://immo.example/fr/a-louer/ixelles/appartement/${index}/`,
  goal: 'rent' as const,
  price: 950 + index,
  change: 'new' as const,
});

const samples: { [T in MailTemplate]: MailDataInput<T> } = {
  'lead-to-agency': {
    agency,
    leadId: '5a1c1a52-3a9e-4a51-8d3c-0c0f8d1b2a11',
    kind: 'offer',
    visitorLocale: 'nl',
    receivedAt: '2026-11-24T14:00:05.000Z',
    fields: { ...offer, propertyId: 1, acceptTerms: true, place: 'Uccle <script>alert(1)</script>' },
    property,
    utm: { utm_source: 'newsletter' },
    page: '/fr/a-vendre/uccle/maison/1/',
    attachments: [{ filename: 'cv.pdf', path: '/var/lib/immo/uploads/cv-1.pdf', contentType: 'application/pdf' }],
  },
  'lead-confirmation': {
    agency,
    kind: 'contact-me',
    property,
  },
  'property-documents': {
    agency,
    property,
    documents: [
      { name: 'PEB', url: 'https://crm.example/docs/peb-123.pdf', contentType: 'application/pdf' },
      { name: 'Plan du rez', url: 'https://crm.example/docs/download?id=9' },
    ],
  },
  'send-to-friend': {
    agency,
    senderName: 'Marie',
    friendName: 'Luc',
    message: 'Regarde ça !\nEt aussi www.spam.example/promo ou écris à win@spam.example',
    property,
  },
  'offer-copy': { agency, receivedAt: '2026-11-24T14:00:05.000Z', leadId: 'lead-7', property, offer },
  'confirm-subscription': {
    agency,
    subject: 'demand',
    confirmUrl: 'https://immo.example/fr/recherche/confirmer/?t=abc',
    unsubscribeUrl: 'https://immo.example/api/subscriptions/unsubscribe?t=abc',
  },
  'demand-alert': {
    agency,
    frequency: 'daily',
    listings: Array.from({ length: 15 }, (_, index) => listing(index + 1)),
    allUrl: 'https://immo.example/fr/a-louer/?zones=1',
    unsubscribeUrl: 'https://immo.example/api/demands/unsubscribe?t=xyz',
  },
  'unsubscribe-link': {
    agency,
    unsubscribeUrl: 'https://immo.example/api/subscriptions/unsubscribe?token=newsletter.abc',
  },
  'visit-booked': {
    ...visit,
    recipient: 'visitor',
    manageUrl: 'https://immo.example/fr/visite/?t=abc',
    manageUntil: '2026-11-30T17:00:00Z',
  },
  'visit-cancelled': { ...visit, recipient: 'visitor', sequence: 1, cancelledBy: 'visitor' },
  'owner-password-reset': {
    agency,
    recipient: { firstName: 'Anne', lastName: 'Peeters' },
    link: 'https://immo.example/fr/login/password/?token=AAAAAAAAAAAAAAAAAAAAAA',
    expiresInMinutes: 30,
  },
  'owner-login-locked': {
    agency,
    recipient: { firstName: 'Anne', lastName: 'Peeters' },
    until: '2026-11-24T14:15:00Z',
    resetLink: 'https://immo.example/fr/login/password/?token=BBBBBBBBBBBBBBBBBBBBBB',
  },
  'owner-weekly-report': {
    agency,
    recipient: { firstName: 'Anne', lastName: 'Peeters' },
    portalUrl: 'https://immo.example/fr/owner/',
    preferencesUrl: 'https://immo.example/fr/owner/preferences/',
    weekStart: '2026-11-16',
    properties: [
      {
        title: 'Maison 3 chambres',
        reference: 'REF-1',
        url: property.url,
        views: { week: 1234, previousWeek: 98, total: 5678 },
        alertMails: 7,
        matchingDemands: 3,
      },
      {
        title: 'Terrain',
        reference: 'REF-2',
        views: { week: 0, previousWeek: 1, total: 12 },
        alertMails: 0,
        matchingDemands: 0,
      },
    ],
  },
};

function render<T extends MailTemplate>(template: T, data: MailDataInput<T>, locale: 'fr' | 'nl' | 'en' | 'de' = 'fr') {
  return renderMail({ template, locale, data });
}

describe(renderMail.name, () => {
  it.each(
    Object.keys(samples).flatMap((template) => locales.map((locale) => [template as MailTemplate, locale] as const)),
  )('renders %s in %s with a subject, a plain-text part and an HTML part', (template, locale) => {
    const mail = renderMail({ template, locale, data: samples[template] });
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Immo & Co');
    expect(mail.html).toContain('Immo &amp; Co');
    expect(mail.html).toContain(`<html lang="${locale}">`);
  });

  it('refuses data that does not fit the template with a MailDataError naming the field', () => {
    expect(() => renderMail({ template: 'send-to-friend', locale: 'fr', data: { senderName: 'Marie' } })).toThrow(
      MailDataError,
    );
    expect(() => renderMail({ template: 'visit-booked', locale: 'fr', data: null })).toThrow(/visit-booked/);
    expect(() =>
      renderMail({
        template: 'lead-confirmation',
        locale: 'fr',
        data: { kind: 'contact-me', property: { url: 'javascript:alert(1)' } },
      }),
    ).toThrow(/property\.url/);
  });

  it("renders a lead stored without the agency's details, naming the agency from the worker's configuration", () => {
    const row = {
      template: 'lead-to-agency' as const,
      locale: 'nl' as const,
      data: {
        leadId: '5a1c1a52-3a9e-4a51-8d3c-0c0f8d1b2a11',
        kind: 'contact-me',
        fields: { title: 'mr', firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.com', timeSlots: [] },
        property: { id: 1, reference: null, titles: { fr: 'Maison', nl: 'Huis' }, city: 'Gent', zip: '9000', goal: 0 },
        page: null,
        visitorLocale: 'fr',
        receivedAt: '2026-11-24T14:00:05.000Z',
      },
    };
    const bare = renderMail(row);
    expect(bare.subject).toBe('Vraag om info of een bezoek: Jan Peeters');
    expect(bare.text).toContain('Advertentie: Huis');
    expect(bare.text).toContain('Adres: 9000 Gent');
    expect(bare.text).toContain('De bezoeker schrijft in het Frans.');
    expect(renderMail(row, { agency }).html).toContain('Immo &amp; Co');
  });

  describe('lead-to-agency', () => {
    const mail = render('lead-to-agency', samples['lead-to-agency']);

    it('is written in the agency language, names the form and the visitor, and says which language to answer in', () => {
      expect(mail.subject).toBe("Offre d'achat : Jean Dupont, réf. REF-1");
      expect(mail.text).toContain('Le visiteur écrit en néerlandais.');
      expect(mail.text).toContain('mardi 24 novembre 2026');
    });

    it('lists every field with its label and its value worded for people', () => {
      expect(mail.text).toContain('Prix offert: € 350.000');
      expect(mail.text).toContain('Prix en toutes lettres: trois cent cinquante mille euros');
      expect(mail.text).toContain('Engagé jusqu’au: 8/12/2026');
      expect(mail.text).toContain('Acheteur 1');
      expect(mail.text).toContain('Nom: Monsieur Jean Dupont');
      expect(mail.text).toContain('Condition suspensive de financement');
      expect(mail.text).toContain('Réponse de la banque au plus tard le: 5/12/2026');
      expect(mail.text).toContain('Conditions de l’acompte acceptées: Oui');
      expect(mail.text).not.toContain('propertyId');
    });

    it('shows the property, the page and the campaign, and attaches the uploaded file', () => {
      expect(mail.text).toContain('Annonce: Maison 3 chambres');
      expect(mail.text).toContain('Campagne (utm_source): newsletter');
      expect(mail.text).toContain('Page: /fr/a-vendre/uccle/maison/1/');
      expect(mail.attachments).toEqual([
        { filename: 'cv.pdf', path: '/var/lib/immo/uploads/cv-1.pdf', contentType: 'application/pdf' },
      ]);
    });

    it('escapes what the visitor typed in the HTML part', () => {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('Sous réserve &lt;b&gt;du&lt;/b&gt; compromis');
    });

    it('keeps a name with line breaks and encoded words out of the headers', () => {
      const hostile = render('lead-to-agency', {
        ...samples['lead-to-agency'],
        kind: 'site-contact',
        property: null,
        fields: { firstName: 'Eve\r\nBcc: all@example.com', lastName: '=?utf-8?B?QmNj?=', email: 'eve@example.com' },
      });
      expect(hostile.subject).not.toMatch(/[\r\n]/);
      expect(hostile.subject).not.toContain('=?');
      expect(hostile.subject).toBe('Contact : Eve Bcc: all@example.com = ?utf-8?B?QmNj? =');
    });
  });

  it('confirms a request to the visitor without repeating what they wrote, greeting plainly', () => {
    const mail = render('lead-confirmation', samples['lead-confirmation']);
    expect(mail.subject).toBe('Nous avons bien reçu votre demande');
    expect(mail.text).toContain('Bonjour,');
    expect(mail.text).toContain('Votre demande concerne : Maison 3 chambres à Uccle (réf. REF-1).');
    expect(mail.html).toContain(`href="${property.url}"`);
  });

  it('never greets with the names a visitor typed, even from a row an older release wrote with them', () => {
    // The address is not verified: 10 strangers got 'Cher Monsieur Buy cheap pills at pills-shop.example'.
    const typed = {
      title: 'mr',
      firstName: 'Buy cheap pills at',
      lastName: 'pills-shop.example',
      remark: 'Mon numéro secret 1234',
    };
    const older = { kind: 'site-contact', recipient: typed, fields: typed } as MailDataInput<'lead-confirmation'>;
    for (const locale of locales) {
      const mail = render('lead-confirmation', older, locale);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/pills|1234/);
    }
    expect(render('lead-confirmation', older, 'en').text).toContain('Hello,');
    expect(render('lead-confirmation', older, 'nl').text).toContain('Goedendag,');
  });

  it('mails a subscriber the link to leave the newsletter, with the one-click headers', () => {
    const mail = render('unsubscribe-link', samples['unsubscribe-link'], 'nl');
    expect(mail.subject).toBe('Uw link om u uit te schrijven voor onze nieuwsbrief');
    expect(mail.html).toContain('href="https://immo.example/api/subscriptions/unsubscribe?token=newsletter.abc"');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://immo.example/api/subscriptions/unsubscribe?token=newsletter.abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('picks the title of a property in the mail language when the data carries every language', () => {
    const mail = render(
      'lead-confirmation',
      { kind: 'contact-me', property: { reference: '9', titles: { fr: 'Maison', nl: 'Huis' }, city: 'Gent' } },
      'nl',
    );
    expect(mail.text).toContain('Uw aanvraag gaat over Huis in Gent (ref. 9).');
  });

  it('links the property documents without fetching them to attach', () => {
    const mail = render('property-documents', samples['property-documents']);
    expect(mail.attachments ?? []).toEqual([]);
    expect(mail.html).toContain('href="https://crm.example/docs/peb-123.pdf"');
    expect(mail.html).toContain('href="https://crm.example/docs/download?id=9"');
    expect(mail.text).toContain('https://crm.example/docs/peb-123.pdf');
  });

  describe('send-to-friend', () => {
    it("shows the sender's name and the property's link, never the sender's address", () => {
      const mail = render('send-to-friend', {
        ...samples['send-to-friend'],
        email: 'marie@example.com',
      } as MailDataInput<'send-to-friend'>);
      expect(mail.subject).toBe('Marie pense que ce bien pourrait vous intéresser');
      expect(mail.text).toContain('Bonjour Luc,');
      expect(mail.html).toContain(`href="${property.url}"`);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('marie@example.com');
    });

    it("removes every link and address from the sender's words and name", () => {
      const mail = render('send-to-friend', { ...samples['send-to-friend'], senderName: 'Marie (www.spam.example)' });
      const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
      expect(all).not.toMatch(/spam\.example/);
      expect(mail.text).toContain('> Regarde ça !');
      expect(mail.text).toContain('[lien supprimé]');
      const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
      expect(hrefs.every((href) => href?.startsWith('https://immo.example/'))).toBe(true);
    });
  });

  it('copies the offer with its timestamp, validity, financing condition and the 10 % advance', () => {
    const mail = render('offer-copy', samples['offer-copy']);
    expect(mail.subject).toBe('Copie de votre offre pour Maison 3 chambres à Uccle (réf. REF-1)');
    expect(mail.text).toContain(
      "Voici la copie de l'offre d'achat reçue le mardi 24 novembre 2026 à 15:00 (heure belge).",
    );
    expect(mail.text).toContain('Prix offert: € 350.000');
    expect(mail.text).toContain("Valable jusqu'au: 8/12/2026");
    expect(mail.text).toContain('un prêt de € 280.000 au plus tard le 5/12/2026');
    expect(mail.text).toContain('un acompte de € 35.000 (10 % du prix)');
    expect(mail.text).toContain("jusqu'au 8/12/2026");
    // The amount in words is the site's spelling of the digits; nothing typed as text comes back.
    expect(mail.text).toContain('trois cent cinquante mille euros');
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/Dupont|Rue Haute|jean@example\.com|compromis/);
    const withoutLoan = render(
      'offer-copy',
      { ...samples['offer-copy'], offer: { ...offer, financing: undefined } },
      'en',
    );
    expect(withoutLoan.text).toContain('No financing condition');
  });

  it('asks to confirm a subscription, with the List-Unsubscribe headers only when there is an address for them', () => {
    const mail = render('confirm-subscription', samples['confirm-subscription']);
    expect(mail.html).toContain('href="https://immo.example/fr/recherche/confirmer/?t=abc"');
    expect(mail.text).toContain('Le lien est valable 14 jours.');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://immo.example/api/subscriptions/unsubscribe?t=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const { unsubscribeUrl: _unused, ...withoutUnsubscribe } = samples['confirm-subscription'];
    expect(render('confirm-subscription', withoutUnsubscribe).headers).toBeUndefined();
  });

  it('alerts with at most 12 listings, a link to all, and the one-click unsubscribe headers', () => {
    const mail = render('demand-alert', samples['demand-alert']);
    expect(mail.subject).toBe('15 biens correspondent à votre recherche');
    expect(mail.html).toContain('appartement/12/');
    expect(mail.html).not.toContain('appartement/13/');
    expect(mail.text).toContain('Et 3 autres biens.');
    expect(mail.text).toContain('€ 951 par mois');
    expect(mail.html).toContain('href="https://immo.example/fr/a-louer/?zones=1"');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://immo.example/api/demands/unsubscribe?t=xyz>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it("links every alert to the visitor's alerts page, beside the unsubscribe link, in each language", () => {
    const manageUrl = 'https://immo.example/nl/mijn-zoekopdrachten/alerts-abc-def/';
    const words = {
      fr: 'Gérer vos alertes',
      nl: 'Uw zoekopdrachten beheren',
      en: 'Manage your alerts',
      de: 'Ihre Suchaufträge verwalten',
    };
    for (const [locale, label] of Object.entries(words)) {
      const mail = render('demand-alert', { ...samples['demand-alert'], manageUrl }, locale as keyof typeof words);
      expect(mail.text).toContain(`- ${label}\n  ${manageUrl}`);
      expect(mail.html).toContain(`href="${manageUrl}"`);
      expect(mail.text.indexOf(manageUrl)).toBeLessThan(
        mail.text.indexOf('https://immo.example/api/demands/unsubscribe'),
      );
    }
    // An alert stored before the page existed still renders, without the link.
    expect(render('demand-alert', samples['demand-alert']).text).not.toContain('Gérer vos alertes');
  });

  it('words a price drop and a new status', () => {
    const mail = render(
      'demand-alert',
      {
        ...samples['demand-alert'],
        listings: [
          { ...listing(1), goal: 'sale', price: 300000, previousPrice: 320000, change: 'price-drop' },
          { ...listing(2), change: 'status', marquee: 'option' },
        ],
      },
      'en',
    );
    expect(mail.text).toContain('Price reduced · € 300.000 · was € 320.000');
    expect(mail.text).toContain('New status · € 952 a month · Under option');
  });

  describe('visits', () => {
    it("sends the visitor a PUBLISH file in Brussels time without the agent's address", () => {
      const mail = render('visit-booked', samples['visit-booked']);
      expect(mail.subject).toBe(
        'Visite confirmée : Maison 3 chambres à Uccle (réf. REF-1), le mardi 1 décembre 2026 à 10:00',
      );
      expect(mail.icalEvent?.method).toBe('PUBLISH');
      const ics = mail.icalEvent?.content ?? '';
      expect(ics).toContain('DTSTART;TZID=Europe/Brussels:20261201T100000');
      expect(ics).toContain('ORGANIZER;CN="Immo & Co":mailto:info@immo.example');
      expect(ics).toContain('UID:visit-42@immo.example');
      expect(`${ics}${mail.text}${mail.html}`).not.toContain('paul.agent@immo.example');
      expect(mail.html).toContain('href="https://immo.example/fr/visite/?t=abc"');
      expect(mail.text).toContain('Bonjour,');
      expect(`${mail.subject}${mail.text}${mail.html}${mail.icalEvent?.content ?? ''}`).not.toContain('Martin');
    });

    it('invites the agent with a REQUEST carrying the visitor contact details', () => {
      const mail = render('visit-booked', { ...samples['visit-booked'], recipient: 'agent' });
      expect(mail.icalEvent?.method).toBe('REQUEST');
      const ics = (mail.icalEvent?.content ?? '').replace(/\r\n /g, '');
      // A URI scheme is case-insensitive: MAILTO: and mailto: are the same address to a calendar.
      expect(ics).toMatch(/^ATTENDEE;.*:mailto:paul\.agent@immo\.example$/im);
      expect(ics).toContain('+32 470 00 00 00');
      expect(mail.text).toContain('anne@example.com');
      expect(mail.html).not.toContain('visite/?t=abc');
    });

    it('cancels with the same UID and a CANCEL file', () => {
      const mail = render('visit-cancelled', samples['visit-cancelled']);
      expect(mail.icalEvent?.method).toBe('CANCEL');
      expect(mail.icalEvent?.content).toContain('UID:visit-42@immo.example');
      expect(mail.icalEvent?.content).toContain('SEQUENCE:1');
      expect(mail.text).toContain(
        'Votre visite de Maison 3 chambres à Uccle (réf. REF-1) le mardi 1 décembre 2026 à 10:00 est annulée.',
      );
    });
  });

  describe('owner mails', () => {
    it('sends the set-password link in the owner language, saying it works once and for how long', () => {
      const fr = render('owner-password-reset', samples['owner-password-reset']);
      expect(fr.subject).toBe("Choisissez votre mot de passe pour l'espace propriétaire");
      expect(fr.text).toContain(
        'Choisir mon mot de passe: https://immo.example/fr/login/password/?token=AAAAAAAAAAAAAAAAAAAAAA',
      );
      expect(fr.text).toContain('une seule fois, pendant 30 minutes');
      expect(fr.html).toContain('href="https://immo.example/fr/login/password/?token=AAAAAAAAAAAAAAAAAAAAAA"');
      expect(render('owner-password-reset', samples['owner-password-reset'], 'nl').text).toContain(
        'gedurende 30 minuten',
      );
    });

    it('tells a locked owner until when, in Brussels time, with a fresh link', () => {
      const mail = render('owner-login-locked', samples['owner-login-locked'], 'en');
      expect(mail.subject).toBe('Logins to your owner portal are paused');
      expect(mail.text).toContain('until Tuesday, 24 November 2026 at 15:15 (Belgian time)');
      expect(mail.text).toContain(
        'Choose a new password: https://immo.example/fr/login/password/?token=BBBBBBBBBBBBBBBBBBBBBB',
      );
    });

    it("gives each property's week, the week before, the total and its reach, with the portal and the switch-off link", () => {
      const mail = render('owner-weekly-report', samples['owner-weekly-report'], 'nl');
      expect(mail.subject).toBe('Uw panden deze week');
      expect(mail.text).toContain('Maison 3 chambres (ref. REF-1)');
      expect(mail.text).toContain('Weergaven van de advertentie deze week: 1.234');
      expect(mail.text).toContain('Weergaven van de advertentie de week ervoor: 98');
      expect(mail.text).toContain('Weergaven van de advertentie in totaal: 5.678');
      expect(mail.text).toContain('Overeenkomende zoekopdrachten: 3');
      expect(mail.text).toContain('Mijn eigenaarsportaal openen: https://immo.example/fr/owner/');
      expect(mail.text).toContain('https://immo.example/fr/owner/preferences/');
      expect(mail.text).toContain('16/11/2026');
      // A property not on the site has no link to its page.
      expect(mail.text.split('/a-vendre/')).toHaveLength(2);
      const de = render(
        'owner-weekly-report',
        { ...samples['owner-weekly-report'], properties: samples['owner-weekly-report'].properties.slice(0, 1) },
        'de',
      );
      expect(de.subject).toBe('Ihre Immobilie diese Woche');
    });
  });
});
