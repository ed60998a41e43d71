// The screenshot review of the mails (issue 24, docs/review/mails.md): the
// agency's mail of each form kind and what the visitor receives for it,
// rendered by the worker's own templates from data shaped as the BFF writes
// it, then photographed in Chromium at 800 px: `npm run review:mails`.
import { type FormKind, type MailDataInput, type MailTemplate, formKinds } from '@immo/domain';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { renderMail } from '../../apps/sync-worker/src/mail/templates/render-mail';

const OUT = path.resolve(__dirname, '../../docs/review/mails');
const SITE = 'https://www.immo-horizon.be/';
const PHOTO = readFileSync(path.resolve(__dirname, '../../apps/web/public/sample-photos/apartment-living.svg'));
const agency = { name: 'Immo Horizon', siteUrl: SITE, email: 'contact@immo-horizon.be', phone: '0475123456' };
const CV_ID = 'b2791a80-5f0e-4c1e-9a57-0d1f0f3f8e11';
const LEAD = '7d3c4a60-1b2c-4d5e-8f90-a1b2c3d4e5f6';

const person = {
  title: 'ms',
  firstName: 'Hélène',
  lastName: 'Dubois',
  email: 'helene@example.be',
  phone: '+32 475 12 34 56',
};
const contact = {
  ...person,
  remark: 'Appelez-moi le matin, de préférence avant 11 h.',
  contactPreference: 'phone',
  timeSlots: ['10:00-13:00'],
};
const buyer = { ...person, street: 'Kerkstraat', houseNumber: '12', boxNr: '3', zip: '9000', city: 'Gent' };

/** The property as the BFF writes it into the agency's mail (agencyMailProperty), in French. */
const property = {
  id: 4133,
  reference: 'L-2025-031',
  titles: { fr: 'Appartement 2 chambres avec terrasse', nl: 'Appartement met 2 slaapkamers en terras' },
  city: 'Ixelles',
  zip: '1050',
  goal: 1,
  url: `${SITE}fr/a-louer/ixelles/appartement-2-chambres-avec-terrasse/4133/`,
  address: 'Rue du Bailli 12 boîte 3, 1050 Ixelles',
  price: 1250,
  photoUrl: `${SITE}media/4133/1.jpg`,
};
const sale = {
  ...property,
  id: 4164,
  reference: 'V-2025-014',
  titles: { fr: 'Maison de maître rénovée' },
  goal: 0,
  price: null,
  city: 'Etterbeek',
  zip: '1040',
  address: 'Avenue des Celtes 8, 1040 Etterbeek',
  url: `${SITE}fr/a-vendre/etterbeek/maison-de-maitre-renovee/4164/`,
};

const fields: Record<FormKind, Record<string, unknown>> = {
  'site-contact': { ...contact },
  'contact-construction': { ...contact, projectId: 77, unit: 'A.2.1' },
  'contact-me': { ...contact, propertyId: 4133, request: 'visit' },
  'contact-appointment': { ...person, propertyId: 4133, slotStart: '2026-12-01T09:00:00Z', remark: 'Avec mon fils' },
  'document-request': { ...person, propertyId: 4164, remark: 'Le PEB et le plan, merci.' },
  'send-to-friend': {
    name: 'Hélène Dubois',
    email: 'helene@example.be',
    friendName: 'Paul',
    friendEmail: 'paul@example.be',
    message: 'Regarde, il a une terrasse !',
    propertyId: 4133,
  },
  offer: {
    propertyId: 4164,
    amount: 350000,
    amountInWords: 'trois cent cinquante mille euros',
    startDate: '2026-12-01',
    endDate: '2026-12-15',
    place: 'Gent',
    signDate: '2026-12-01',
    personA: buyer,
    personB: { ...buyer, title: 'mr', firstName: 'Marc' },
    conditions: 'Sous réserve de visite',
    validityDate: '2026-12-10',
    financing: { amount: 250000, bankDeadline: '2026-12-08' },
    acceptTerms: true,
  },
  'rent-application': {
    ...person,
    propertyId: 4133,
    persons: 2,
    monthlyIncome: 3200,
    profession: 'Infirmière',
    desiredStartDate: '2027-01-01',
    cvUploadId: CV_ID,
    remark: 'Sans animaux',
  },
  'contact-demand': {
    ...contact,
    street: 'Kerkstraat',
    houseNumber: '12',
    boxNr: '3',
    zip: '9000',
    city: 'Gent',
    propertyType: 'apartment',
    goal: 'sale',
  },
  'demand-register': {
    ...person,
    goal: 'rent',
    propertyTypes: [2],
    zones: ['city:10:1050', 'region:wallonia'],
    budgetMin: 900,
    budgetMax: 1400,
    bedroomsMin: 2,
    livingAreaMin: 60,
    maxEnergy: 'c',
    features: ['terrace'],
    remark: 'Avec terrasse',
    frequency: 'daily',
  },
  'sign-newsletter': { email: 'helene@example.be', firstName: 'Hélène', lastName: 'Dubois' },
  testimonial: {
    firstName: 'Hélène',
    lastName: 'Dubois',
    email: 'helene@example.be',
    city: 'Gent',
    rating: 4,
    text: 'Très bon accueil, visite bien préparée.',
  },
};
const propertyOf: Partial<Record<FormKind, typeof property | typeof sale>> = {
  'contact-me': property,
  'contact-appointment': property,
  'document-request': sale,
  'send-to-friend': property,
  offer: sale,
  'rent-application': property,
};

function agencyMail(kind: FormKind): MailDataInput<'lead-to-agency'> {
  return {
    agency,
    leadId: LEAD,
    kind,
    visitorLocale: kind === 'contact-me' ? 'en' : 'nl',
    receivedAt: '2026-11-24T14:00:05.000Z',
    fields: fields[kind] as MailDataInput<'lead-to-agency'>['fields'],
    property: propertyOf[kind] ?? null,
    utm: { utm_source: 'newsletter' },
    page: propertyOf[kind] ? `/fr/a-louer/ixelles/appartement/${property.id}/` : '/fr/contact/',
    attachments:
      kind === 'rent-application'
        ? [{ filename: 'CV Hélène Dubois.pdf', path: '/tmp/cv.pdf', contentType: 'application/pdf' }]
        : [],
    names: {
      propertyTypes: { '2': { fr: 'Appartement', nl: 'Appartement', en: 'Apartment', de: 'Wohnung' } },
      places: { 'city:10:1050': { fr: '1050 Ixelles', nl: '1050 Elsene', en: '1050 Ixelles', de: '1050 Ixelles' } },
    },
    consoleUrl: `${SITE}fr/console/requests/${LEAD}/`,
  } as MailDataInput<'lead-to-agency'>;
}

/**
 * What the agency receives for each kind, as the BFF's handlers write it: the
 * request (lead-to-agency), or for a booked visit the agent's invitation;
 * nothing for a friend's mail or a newsletter sign-up.
 */
function agencyMailOf(kind: FormKind): { template: MailTemplate; data: unknown } | null {
  if (kind === 'send-to-friend' || kind === 'sign-newsletter') return null;
  if (kind === 'contact-appointment') {
    return {
      template: 'visit-booked',
      data: {
        agency,
        recipient: 'agent',
        bookingId: '42',
        start: '2026-12-01T09:00:00Z',
        end: '2026-12-01T09:30:00Z',
        property: { ...property, title: 'Appartement 2 chambres avec terrasse', geo: { lat: 50.8275, lon: 4.3629 } },
        visitor: {
          title: 'ms',
          firstName: 'Hélène',
          lastName: 'Dubois',
          email: 'helene@example.be',
          phone: '0475123456',
        },
        agent: { name: 'Sophie Lambert', email: 'sophie.lambert@immo-horizon.be' },
        visitorLocale: 'nl',
        consoleUrl: `${SITE}fr/console/requests/${LEAD}/`,
      },
    };
  }
  return { template: 'lead-to-agency', data: agencyMail(kind) };
}

/** What the visitor of each kind receives (in Dutch: the agency reads French), or null for a form that answers on the page. */
function visitorMail(kind: FormKind): { template: MailTemplate; data: unknown } | null {
  const visitorProperty = {
    ...property,
    title: 'Appartement met 2 slaapkamers en terras',
    city: 'Elsene',
    address: 'Rue du Bailli 12 bus 3, 1050 Elsene',
    url: `${SITE}nl/te-huur/elsene/appartement-met-2-slaapkamers-en-terras/4133/`,
  };
  switch (kind) {
    case 'contact-appointment':
      return {
        template: 'visit-booked',
        data: {
          agency,
          recipient: 'visitor',
          bookingId: '42',
          start: '2026-12-01T09:00:00Z',
          end: '2026-12-01T09:30:00Z',
          property: { ...visitorProperty, geo: { lat: 50.8275, lon: 4.3629 } },
          manageUrl: `${SITE}nl/bezoek/AAAA/`,
          manageUntil: '2026-11-30T09:00:00Z',
        },
      };
    case 'document-request':
      return {
        template: 'property-documents',
        data: {
          agency,
          property: { ...sale, title: 'Gerenoveerd herenhuis' },
          documents: [
            { name: 'EPC', url: 'https://crm.example/docs/epc.pdf' },
            { name: 'Plan', url: 'https://crm.example/docs/plan.pdf' },
          ],
        },
      };
    case 'send-to-friend':
      return {
        template: 'send-to-friend',
        data: {
          agency,
          senderName: 'Hélène Dubois',
          friendName: 'Paul',
          message: 'Kijk, het heeft een terras!',
          property: visitorProperty,
        },
      };
    case 'offer':
      return {
        template: 'offer-copy',
        data: {
          agency,
          receivedAt: '2026-11-24T14:00:05.000Z',
          leadId: LEAD,
          property: { ...sale, title: 'Gerenoveerd herenhuis' },
          offer: {
            amount: 350000,
            startDate: '2026-12-01',
            endDate: '2026-12-15',
            validityDate: '2026-12-10',
            signDate: '2026-12-01',
            financing: { amount: 250000, bankDeadline: '2026-12-08' },
          },
        },
      };
    case 'demand-register':
    case 'sign-newsletter':
      return {
        template: 'confirm-subscription',
        data: {
          agency,
          subject: kind === 'demand-register' ? 'demand' : 'newsletter',
          confirmUrl: `${SITE}nl/bevestigen/?t=abc`,
          unsubscribeUrl: `${SITE}api/subscriptions/unsubscribe?t=abc`,
        },
      };
    case 'testimonial':
      return null;
    default:
      return {
        template: 'lead-confirmation',
        data: { agency, kind, property: propertyOf[kind] ? visitorProperty : null },
      };
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  // The property's photo, as the mail program would load it.
  await page.route('**/media/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: PHOTO }));
  const shoot = async (name: string, html: string) => {
    await page.setContent(html, { waitUntil: 'load' });
    await page.screenshot({ path: path.join(OUT, `${name}.jpg`), type: 'jpeg', quality: 60, fullPage: true });
    // MAIL_REVIEW_PNG=dir: a lossless copy to look at, outside the repository.
    if (process.env['MAIL_REVIEW_PNG'])
      await page.screenshot({ path: path.join(process.env['MAIL_REVIEW_PNG'], `${name}.png`), fullPage: true });
  };
  for (const kind of formKinds) {
    const toAgency = agencyMailOf(kind);
    if (toAgency)
      await shoot(
        `agency-${kind}`,
        renderMail({ template: toAgency.template, locale: 'fr', data: toAgency.data }).html,
      );
    const visitor = visitorMail(kind);
    if (visitor)
      await shoot(`visitor-${kind}`, renderMail({ template: visitor.template, locale: 'nl', data: visitor.data }).html);
  }
  await browser.close();
}

void main();
