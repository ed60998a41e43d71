// The CRM sends equipment and certificates as words typed in the agent's
// language ("Mazout", "Niet asbestveilig"). The site shows them in the
// visitor's: each known word, in any of the four languages, is read as a
// code here, and the web words the code from its dictionary (`CrmValues`).
// A word this table does not know is not shown, as the rent period's
// unknown unit text: it would be in the agent's language, not the visitor's.

const TABLE = {
  heating: {
    oil: ['mazout', 'stookolie', 'heating oil', 'oil', 'fuel oil', 'heizol', 'ol', 'fuel'],
    gas: ['gaz', 'gas', 'aardgas', 'gaz naturel', 'natural gas', 'erdgas'],
    heatPump: ['pompe a chaleur', 'warmtepomp', 'heat pump', 'warmepumpe'],
    electric: ['electrique', 'elektrisch', 'electric', 'electricity', 'electricite', 'elektriciteit', 'strom'],
    wood: ['bois', 'hout', 'wood', 'holz', 'pellets'],
    districtHeating: ['chauffage urbain', 'stadsverwarming', 'district heating', 'fernwarme'],
  },
  kitchen: {
    openPlan: [
      'americaine',
      'cuisine americaine',
      'open keuken',
      'amerikaanse keuken',
      'open-plan',
      'open plan',
      'offene kuche',
      'amerikanische kuche',
    ],
    equipped: ['equipee', 'ingericht', 'uitgeruste keuken', 'uitgerust', 'equipped', 'ausgestattet', 'einbaukuche'],
    fullyEquipped: [
      'hyper-equipee',
      'hyper equipee',
      'super-equipee',
      'volledig ingericht',
      'volledig uitgerust',
      'fully equipped',
      'voll ausgestattet',
    ],
    semiEquipped: [
      'semi-equipee',
      'semi equipee',
      'half ingericht',
      'half uitgerust',
      'semi-equipped',
      'partly equipped',
      'teilweise ausgestattet',
    ],
    notEquipped: ['non equipee', 'niet ingericht', 'niet uitgerust', 'not equipped', 'nicht ausgestattet'],
  },
  glazing: {
    single: ['simple vitrage', 'enkel glas', 'enkele beglazing', 'single glazing', 'einfachverglasung'],
    double: ['double vitrage', 'dubbel glas', 'dubbele beglazing', 'double glazing', 'doppelverglasung'],
    triple: ['triple vitrage', 'driedubbel glas', 'drievoudige beglazing', 'triple glazing', 'dreifachverglasung'],
  },
  roof: {
    slate: ['ardoises', 'ardoise', 'leien', 'lei', 'slate', 'schiefer'],
    flat: ['toiture plate', 'toit plat', 'plat dak', 'flat roof', 'flachdach'],
    tiles: ['tuiles', 'tuile', 'dakpannen', 'pannen', 'tiles', 'ziegel', 'dachziegel'],
  },
  asbestos: {
    asbestosSafe: ['asbestveilig', 'sur en matiere d amiante', 'asbestos safe', 'asbestos-safe', 'asbestsicher'],
    notAsbestosSafe: [
      'niet asbestveilig',
      'non sur en matiere d amiante',
      'not asbestos safe',
      'not asbestos-safe',
      'nicht asbestsicher',
    ],
  },
  // The CRM's stock subjects of a message to an owner (GetOwnerList
  // Communications), typed by staff in their language; the owner portal
  // words a known one in the owner's.
  communicationSubject: {
    priceUpdate: [
      'mise a jour du prix',
      'adaptation du prix',
      'prijsaanpassing',
      'prijsupdate',
      'price update',
      'preisanpassung',
    ],
    offerReceived: ['offre recue', 'bod ontvangen', 'offer received', 'angebot erhalten'],
    professionalPhotos: [
      'photos professionnelles',
      'professionele foto s',
      'professional photos',
      'professionelle fotos',
    ],
    visitReport: [
      'rapport de visites',
      'rapport de visite',
      'verslag van de bezichtigingen',
      'bezoekverslag',
      'viewing report',
      'bericht uber die besichtigungen',
      'besichtigungsbericht',
    ],
  },
} as const;

export type CrmValueKind = keyof typeof TABLE;
export type CrmValueCode<K extends CrmValueKind> = keyof (typeof TABLE)[K] & string;
export type HeatingCode = CrmValueCode<'heating'>;
export type KitchenCode = CrmValueCode<'kitchen'>;
export type GlazingCode = CrmValueCode<'glazing'>;
export type RoofCode = CrmValueCode<'roof'>;
export type AsbestosCode = CrmValueCode<'asbestos'>;
export type CommunicationSubjectCode = CrmValueCode<'communicationSubject'>;

export const crmValueKinds = Object.keys(TABLE) as CrmValueKind[];

/** Every code of a kind, for dictionaries and tests. */
export function crmValueCodes<K extends CrmValueKind>(kind: K): CrmValueCode<K>[] {
  return Object.keys(TABLE[kind]) as CrmValueCode<K>[];
}

/** Lower case, without accents or punctuation: "Hyper-équipée " and "hyper équipée" meet. */
function normalise(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .trim();
}

const LOOKUP = new Map(
  crmValueKinds.map((kind) => {
    const words = new Map<string, string>();
    for (const [code, spellings] of Object.entries(TABLE[kind])) {
      for (const spelling of spellings as readonly string[]) words.set(normalise(spelling), code);
      words.set(normalise(code), code);
    }
    return [kind, words] as const;
  }),
);

/** The code of a CRM word (in any of the four languages, or already a code), or null when unknown. */
export function readCrmValue<K extends CrmValueKind>(kind: K, raw: unknown): CrmValueCode<K> | null {
  if (typeof raw !== 'string') return null;
  const words = LOOKUP.get(kind);
  const word = normalise(raw);
  const code = words?.get(word) ?? words?.get(word.replace(/-/g, ' '));
  return (code as CrmValueCode<K> | undefined) ?? null;
}
