// The demo agency's site content: menu pages and their modules, articles,
// top bar, footer and the agency's settings, in four languages. It is sample
// content, like the bundled CRM export, so it is applied by the seed command
// (`npm run seed -w @immo/bff`, run by `npm start`, the e2e stack and the
// test databases), never by a migration: a production database gets the
// schema only. The state is the one the migrations left before the copy moved
// here (issue 12): the projects entry in the menu, no footer link to the
// unbuilt valuation page.

export type L = { nl: string; fr: string; en: string; de: string };

/** Open Graph metadata per language, from the page's own title and description. */
export function socialMetadata(titles: L, descriptions: L): Record<string, Record<string, string>> {
  const languages = Object.keys(titles) as (keyof L)[];
  return Object.fromEntries(
    languages.map((lang) => [lang, { 'og:title': titles[lang], 'og:description': descriptions[lang] }]),
  );
}

export const AGENCY = 'Immo Horizon';

export const articles: { name: string; titles: L; bodies: L }[] = [
  {
    name: 'Home – welcome',
    titles: {
      fr: 'Votre agence immobilière à Bruxelles',
      nl: 'Uw vastgoedkantoor in Brussel',
      en: 'Your estate agent in Brussels',
      de: 'Ihr Immobilienmakler in Brüssel',
    },
    bodies: {
      fr: '<p>Depuis plus de vingt ans, Immo Horizon accompagne vendeurs, acheteurs, bailleurs et locataires à Bruxelles, en Wallonie, en Flandre et au Luxembourg. Estimation gratuite, visites en ligne et suivi personnalisé : nous restons à vos côtés jusqu’à la signature.</p>',
      nl: '<p>Al meer dan twintig jaar begeleidt Immo Horizon verkopers, kopers, verhuurders en huurders in Brussel, Vlaanderen, Wallonië en Luxemburg. Gratis schatting, online bezoeken en persoonlijke opvolging: we staan u bij tot aan de ondertekening.</p>',
      en: '<p>For more than twenty years Immo Horizon has helped sellers, buyers, landlords and tenants in Brussels, Flanders, Wallonia and Luxembourg. Free valuation, online viewings and personal follow-up: we stay at your side until the deed is signed.</p>',
      de: '<p>Seit über zwanzig Jahren begleitet Immo Horizon Verkäufer, Käufer, Vermieter und Mieter in Brüssel, Flandern, der Wallonie und Luxemburg. Kostenlose Bewertung, Online-Besichtigungen und persönliche Betreuung: Wir sind bis zur Unterschrift für Sie da.</p>',
    },
  },
  {
    name: 'Notre agence',
    titles: { fr: 'Notre agence', nl: 'Ons kantoor', en: 'Our agency', de: 'Unsere Agentur' },
    bodies: {
      fr: '<p>Immo Horizon est une agence immobilière indépendante installée avenue Louise à Bruxelles. Notre équipe de cinq agents agréés IPI connaît chaque quartier et parle français, néerlandais, anglais et allemand.</p><h2>Nos services</h2><ul><li>Vente et location de maisons, appartements, terrains et surfaces commerciales</li><li>Estimation gratuite et sans engagement</li><li>Gestion locative et état des lieux</li></ul><p>Passez nous voir du lundi au vendredi de 9 h à 18 h et le samedi de 10 h à 16 h.</p>',
      nl: '<p>Immo Horizon is een onafhankelijk vastgoedkantoor aan de Louizalaan in Brussel. Ons team van vijf BIV-erkende makelaars kent elke wijk en spreekt Nederlands, Frans, Engels en Duits.</p><h2>Onze diensten</h2><ul><li>Verkoop en verhuur van huizen, appartementen, gronden en handelspanden</li><li>Gratis en vrijblijvende schatting</li><li>Huurbeheer en plaatsbeschrijving</li></ul><p>U bent welkom van maandag tot vrijdag van 9 tot 18 uur en op zaterdag van 10 tot 16 uur.</p>',
      en: '<p>Immo Horizon is an independent estate agency on Avenue Louise in Brussels. Our team of five IPI-licensed agents knows every neighbourhood and speaks French, Dutch, English and German.</p><h2>Our services</h2><ul><li>Sale and letting of houses, apartments, land and commercial premises</li><li>Free valuation without obligation</li><li>Property management and check-in inventories</li></ul><p>Visit us Monday to Friday from 9 am to 6 pm and on Saturday from 10 am to 4 pm.</p>',
      de: '<p>Immo Horizon ist eine unabhängige Immobilienagentur an der Avenue Louise in Brüssel. Unser Team aus fünf BIV-zugelassenen Maklern kennt jedes Viertel und spricht Französisch, Niederländisch, Englisch und Deutsch.</p><h2>Unsere Leistungen</h2><ul><li>Verkauf und Vermietung von Häusern, Wohnungen, Grundstücken und Gewerbeflächen</li><li>Kostenlose und unverbindliche Bewertung</li><li>Mietverwaltung und Wohnungsübergabeprotokoll</li></ul><p>Besuchen Sie uns montags bis freitags von 9 bis 18 Uhr und samstags von 10 bis 16 Uhr.</p>',
    },
  },
  {
    name: 'Privacy statement',
    titles: {
      fr: 'Déclaration de confidentialité',
      nl: 'Privacyverklaring',
      en: 'Privacy statement',
      de: 'Datenschutzerklärung',
    },
    bodies: {
      fr: '<p>Immo Horizon SRL, avenue Louise 250, 1050 Bruxelles, est responsable du traitement de vos données personnelles au sens du Règlement général sur la protection des données (RGPD).</p><h2>Quelles données et pourquoi</h2><p>Nous traitons les données que vous nous confiez via nos formulaires (nom, adresse e-mail, téléphone, message, critères de recherche) pour répondre à votre demande, organiser des visites, vous informer des biens correspondant à votre recherche et, avec votre accord, vous envoyer notre lettre d’information. La base légale est l’exécution de mesures précontractuelles, votre consentement ou notre intérêt légitime.</p><h2>Durée de conservation</h2><p>Vos données sont conservées le temps nécessaire au traitement de votre demande et au plus trois ans après notre dernier contact, sauf obligation légale plus longue.</p><h2>Vos droits</h2><p>Vous pouvez à tout moment demander l’accès, la rectification, l’effacement ou la portabilité de vos données, vous opposer à leur traitement ou retirer votre consentement en écrivant à contact@example.be. Vous pouvez aussi introduire une plainte auprès de l’Autorité de protection des données (www.autoriteprotectiondonnees.be).</p>',
      nl: '<p>Immo Horizon BV, Louizalaan 250, 1050 Brussel, is verantwoordelijk voor de verwerking van uw persoonsgegevens in de zin van de Algemene Verordening Gegevensbescherming (AVG).</p><h2>Welke gegevens en waarom</h2><p>We verwerken de gegevens die u via onze formulieren doorgeeft (naam, e-mailadres, telefoon, bericht, zoekcriteria) om uw vraag te beantwoorden, bezoeken te plannen, u te verwittigen van panden die aan uw zoekopdracht beantwoorden en, met uw toestemming, u onze nieuwsbrief te sturen. De rechtsgrond is de uitvoering van precontractuele maatregelen, uw toestemming of ons gerechtvaardigd belang.</p><h2>Bewaartermijn</h2><p>We bewaren uw gegevens zolang nodig om uw vraag te behandelen en hoogstens drie jaar na ons laatste contact, tenzij de wet een langere termijn oplegt.</p><h2>Uw rechten</h2><p>U kunt op elk moment inzage, verbetering, wissing of overdracht van uw gegevens vragen, u tegen de verwerking verzetten of uw toestemming intrekken door te schrijven naar contact@example.be. U kunt ook klacht indienen bij de Gegevensbeschermingsautoriteit (www.gegevensbeschermingsautoriteit.be).</p>',
      en: '<p>Immo Horizon SRL, Avenue Louise 250, 1050 Brussels, is the controller of your personal data within the meaning of the General Data Protection Regulation (GDPR).</p><h2>What data and why</h2><p>We process the data you give us through our forms (name, e-mail address, phone, message, search criteria) to answer your request, arrange viewings, tell you about properties matching your search and, with your consent, send you our newsletter. The legal basis is taking steps before a contract, your consent or our legitimate interest.</p><h2>How long we keep it</h2><p>We keep your data as long as needed to handle your request and at most three years after our last contact, unless the law requires longer.</p><h2>Your rights</h2><p>You may at any time ask for access to, correction, erasure or portability of your data, object to its processing or withdraw your consent by writing to contact@example.be. You may also lodge a complaint with the Belgian Data Protection Authority (www.dataprotectionauthority.be).</p>',
      de: '<p>Die Immo Horizon GmbH, Avenue Louise 250, 1050 Brüssel, ist Verantwortliche für die Verarbeitung Ihrer personenbezogenen Daten im Sinne der Datenschutz-Grundverordnung (DSGVO).</p><h2>Welche Daten und wozu</h2><p>Wir verarbeiten die Daten, die Sie uns über unsere Formulare mitteilen (Name, E-Mail-Adresse, Telefon, Nachricht, Suchkriterien), um Ihre Anfrage zu beantworten, Besichtigungen zu vereinbaren, Sie über passende Immobilien zu informieren und Ihnen mit Ihrer Einwilligung unseren Newsletter zu senden. Rechtsgrundlage sind vorvertragliche Maßnahmen, Ihre Einwilligung oder unser berechtigtes Interesse.</p><h2>Speicherdauer</h2><p>Wir speichern Ihre Daten so lange, wie es für Ihre Anfrage nötig ist, höchstens drei Jahre nach unserem letzten Kontakt, sofern das Gesetz keine längere Frist vorschreibt.</p><h2>Ihre Rechte</h2><p>Sie können jederzeit Auskunft, Berichtigung, Löschung oder Übertragung Ihrer Daten verlangen, der Verarbeitung widersprechen oder Ihre Einwilligung widerrufen, indem Sie an contact@example.be schreiben. Sie können sich auch bei der belgischen Datenschutzbehörde (www.datenschutzbehorde.be) beschweren.</p>',
    },
  },
  {
    name: 'Cookie policy',
    titles: { fr: 'Politique en matière de cookies', nl: 'Cookiebeleid', en: 'Cookie policy', de: 'Cookie-Richtlinie' },
    bodies: {
      fr: '<p>Ce site utilise des cookies et des technologies similaires. Hormis les cookies strictement nécessaires, nous ne les plaçons qu’avec votre accord, que vous pouvez modifier à tout moment via « Paramètres des cookies » en bas de chaque page.</p><h2>Les cinq catégories</h2><ul><li><strong>Strictement nécessaires</strong> : la langue choisie et votre choix en matière de cookies. Toujours actifs.</li><li><strong>Analytiques</strong> : mesure anonyme de la fréquentation (Google Analytics via Google Tag Manager).</li><li><strong>Marketing</strong> : mesure de nos campagnes et annonces personnalisées.</li><li><strong>Réseaux sociaux</strong> : pixel Meta, vidéos, cartes et visites virtuelles de tiers.</li><li><strong>Non classés</strong> : cookies en cours de classification ; nous n’en plaçons aucun aujourd’hui.</li></ul><p>Votre choix est conservé dans votre navigateur. Vous pouvez aussi supprimer les cookies via les réglages de votre navigateur.</p>',
      nl: '<p>Deze site gebruikt cookies en gelijkaardige technologieën. Behalve de strikt noodzakelijke cookies plaatsen we ze alleen met uw toestemming, die u altijd kunt wijzigen via “Cookie-instellingen” onderaan elke pagina.</p><h2>De vijf categorieën</h2><ul><li><strong>Strikt noodzakelijk</strong>: de gekozen taal en uw cookiekeuze. Altijd actief.</li><li><strong>Analytisch</strong>: anonieme meting van het bezoek (Google Analytics via Google Tag Manager).</li><li><strong>Marketing</strong>: meting van onze campagnes en gepersonaliseerde advertenties.</li><li><strong>Sociale media</strong>: Meta-pixel, video’s, kaarten en virtuele bezoeken van derden.</li><li><strong>Niet geclassificeerd</strong>: cookies die nog ingedeeld worden; vandaag plaatsen we er geen.</li></ul><p>Uw keuze wordt in uw browser bewaard. U kunt cookies ook wissen via de instellingen van uw browser.</p>',
      en: '<p>This site uses cookies and similar technologies. Apart from strictly necessary cookies we only set them with your consent, which you can change at any time through “Cookie settings” at the bottom of every page.</p><h2>The five categories</h2><ul><li><strong>Strictly necessary</strong>: the language you chose and your cookie choice. Always on.</li><li><strong>Analytical</strong>: anonymous audience measurement (Google Analytics through Google Tag Manager).</li><li><strong>Marketing</strong>: measuring our campaigns and personalised ads.</li><li><strong>Social media</strong>: the Meta pixel, third-party videos, maps and virtual tours.</li><li><strong>Unclassified</strong>: cookies still being classified; we set none today.</li></ul><p>Your choice is kept in your browser. You can also delete cookies in your browser settings.</p>',
      de: '<p>Diese Website verwendet Cookies und ähnliche Technologien. Außer den unbedingt erforderlichen Cookies setzen wir sie nur mit Ihrer Einwilligung, die Sie jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite ändern können.</p><h2>Die fünf Kategorien</h2><ul><li><strong>Unbedingt erforderlich</strong>: die gewählte Sprache und Ihre Cookie-Auswahl. Immer aktiv.</li><li><strong>Analyse</strong>: anonyme Reichweitenmessung (Google Analytics über Google Tag Manager).</li><li><strong>Marketing</strong>: Messung unserer Kampagnen und personalisierte Werbung.</li><li><strong>Soziale Medien</strong>: Meta-Pixel, Videos, Karten und virtuelle Rundgänge von Dritten.</li><li><strong>Nicht klassifiziert</strong>: Cookies, die noch eingeordnet werden; derzeit setzen wir keine.</li></ul><p>Ihre Auswahl wird in Ihrem Browser gespeichert. Sie können Cookies auch in den Einstellungen Ihres Browsers löschen.</p>',
    },
  },
  {
    name: 'Disclaimer',
    titles: { fr: 'Clause de non-responsabilité', nl: 'Disclaimer', en: 'Disclaimer', de: 'Haftungsausschluss' },
    bodies: {
      fr: '<p>Les informations publiées sur ce site sont fournies de bonne foi et à titre indicatif. Elles ne constituent pas une offre contractuelle : prix, surfaces et disponibilités peuvent changer sans préavis. Immo Horizon est agent immobilier agréé IPI (Institut professionnel des agents immobiliers, rue du Luxembourg 16B, 1000 Bruxelles) et soumis à son code de déontologie.</p><p>Nous ne sommes pas responsables du contenu des sites tiers vers lesquels nous renvoyons. Textes et photos sont protégés par le droit d’auteur.</p>',
      nl: '<p>De informatie op deze site wordt te goeder trouw en ter informatie verstrekt. Ze is geen contractueel aanbod: prijzen, oppervlakten en beschikbaarheid kunnen zonder voorafgaande kennisgeving wijzigen. Immo Horizon is erkend vastgoedmakelaar BIV (Beroepsinstituut van Vastgoedmakelaars, Luxemburgstraat 16B, 1000 Brussel) en onderworpen aan zijn deontologische code.</p><p>We zijn niet verantwoordelijk voor de inhoud van sites van derden waarnaar we verwijzen. Teksten en foto’s zijn auteursrechtelijk beschermd.</p>',
      en: '<p>The information on this site is provided in good faith and for information only. It is not a contractual offer: prices, surfaces and availability may change without notice. Immo Horizon is a licensed estate agent registered with the IPI (Professional Institute of Real Estate Agents, Rue du Luxembourg 16B, 1000 Brussels) and bound by its code of ethics.</p><p>We are not responsible for the content of third-party sites we link to. Texts and photos are protected by copyright.</p>',
      de: '<p>Die Informationen auf dieser Website werden nach bestem Wissen und nur zur Information bereitgestellt. Sie sind kein verbindliches Angebot: Preise, Flächen und Verfügbarkeit können sich ohne Vorankündigung ändern. Immo Horizon ist beim BIV (Berufsinstitut der Immobilienmakler, Rue du Luxembourg 16B, 1000 Brüssel) zugelassener Immobilienmakler und an dessen Berufskodex gebunden.</p><p>Für Inhalte von Websites Dritter, auf die wir verweisen, übernehmen wir keine Haftung. Texte und Fotos sind urheberrechtlich geschützt.</p>',
    },
  },
];

export interface SeedModule {
  type: 'property-list' | 'article' | 'contact';
  article?: string;
  titles?: L;
  numberItemOfRow?: number;
  maxItems?: number;
}

export interface SeedPage {
  name: string;
  path: string;
  sort: number;
  type: string;
  titles: L;
  descriptions: L;
  hiddenInMenu?: boolean;
  redirectUrl?: string;
  showBreadCrumb?: boolean;
  modules: SeedModule[];
}

export const empty: L = { fr: '', nl: '', en: '', de: '' };

export const pages: SeedPage[] = [
  {
    name: 'Home',
    path: 'home',
    sort: 0,
    type: 'home',
    showBreadCrumb: false,
    titles: { fr: 'Accueil', nl: 'Home', en: 'Home', de: 'Startseite' },
    descriptions: {
      fr: 'Maisons, appartements et terrains à vendre et à louer à Bruxelles, en Wallonie, en Flandre et au Luxembourg. Estimation gratuite.',
      nl: 'Huizen, appartementen en gronden te koop en te huur in Brussel, Vlaanderen, Wallonië en Luxemburg. Gratis schatting.',
      en: 'Houses, apartments and land for sale and for rent in Brussels, Flanders, Wallonia and Luxembourg. Free valuation.',
      de: 'Häuser, Wohnungen und Grundstücke zu verkaufen und zu vermieten in Brüssel, Flandern, der Wallonie und Luxemburg. Kostenlose Bewertung.',
    },
    modules: [
      {
        type: 'property-list',
        titles: { fr: 'Nouveautés', nl: 'Nieuw binnen', en: 'News', de: 'Neuheiten' },
        numberItemOfRow: 4,
        maxItems: 4,
      },
      { type: 'article', article: 'Home – welcome' },
    ],
  },
  {
    name: 'For Sale',
    path: 'for-sale',
    sort: 10,
    type: 'list',
    titles: { fr: 'À vendre', nl: 'Te koop', en: 'For sale', de: 'Zu verkaufen' },
    descriptions: {
      fr: 'Tous nos biens à vendre : maisons, appartements, terrains, bureaux et commerces.',
      nl: 'Al onze panden te koop: huizen, appartementen, gronden, kantoren en handelspanden.',
      en: 'All our properties for sale: houses, apartments, land, offices and shops.',
      de: 'Alle unsere Immobilien zu verkaufen: Häuser, Wohnungen, Grundstücke, Büros und Geschäfte.',
    },
    modules: [{ type: 'property-list', numberItemOfRow: 3, maxItems: 12 }],
  },
  {
    name: 'For Rent',
    path: 'for-rent',
    sort: 20,
    type: 'list',
    titles: { fr: 'À louer', nl: 'Te huur', en: 'For rent', de: 'Zu vermieten' },
    descriptions: {
      fr: 'Tous nos biens à louer : maisons, appartements, bureaux et commerces.',
      nl: 'Al onze panden te huur: huizen, appartementen, kantoren en handelspanden.',
      en: 'All our properties for rent: houses, apartments, offices and shops.',
      de: 'Alle unsere Mietobjekte: Häuser, Wohnungen, Büros und Geschäfte.',
    },
    modules: [{ type: 'property-list', numberItemOfRow: 3, maxItems: 12 }],
  },
  {
    name: 'Projects',
    path: 'projects',
    sort: 25,
    type: 'list',
    titles: { fr: 'Projets neufs', nl: 'Nieuwbouwprojecten', en: 'New-build projects', de: 'Neubauprojekte' },
    descriptions: {
      fr: 'Nos projets neufs avec leurs listes de prix et leurs documents.',
      nl: 'Onze nieuwbouwprojecten met hun prijslijsten en documenten.',
      en: 'Our new-build projects with their price lists and documents.',
      de: 'Unsere Neubauprojekte mit Preislisten und Unterlagen.',
    },
    modules: [],
  },
  {
    name: 'Demand register',
    path: 'demand-register',
    sort: 30,
    type: 'contact',
    titles: { fr: 'Tenez-moi informé', nl: 'Hou me op de hoogte', en: 'Keep me informed', de: 'Suchauftrag' },
    descriptions: {
      fr: 'Dites-nous ce que vous cherchez : nous vous prévenons dès qu’un bien correspondant arrive.',
      nl: 'Vertel ons wat u zoekt: we verwittigen u zodra een passend pand binnenkomt.',
      en: 'Tell us what you are looking for and we will let you know as soon as a matching property comes in.',
      de: 'Sagen Sie uns, was Sie suchen: Wir melden uns, sobald eine passende Immobilie hereinkommt.',
    },
    modules: [{ type: 'contact' }],
  },
  {
    name: 'Notre agence',
    path: 'Notre-agence',
    sort: 40,
    type: 'article',
    titles: { fr: 'Notre agence', nl: 'Ons kantoor', en: 'Our agency', de: 'Unsere Agentur' },
    descriptions: {
      fr: 'Immo Horizon, agence immobilière indépendante à Bruxelles : notre équipe, nos services et nos horaires.',
      nl: 'Immo Horizon, onafhankelijk vastgoedkantoor in Brussel: ons team, onze diensten en openingsuren.',
      en: 'Immo Horizon, an independent estate agency in Brussels: our team, our services and opening hours.',
      de: 'Immo Horizon, unabhängige Immobilienagentur in Brüssel: unser Team, unsere Leistungen und Öffnungszeiten.',
    },
    modules: [{ type: 'article', article: 'Notre agence' }],
  },
  {
    name: 'Promotion',
    path: 'Promotion',
    sort: 50,
    type: 'redirect',
    redirectUrl: 'https://promotion.example.be/',
    titles: { fr: 'Promotion', nl: 'Promotie', en: 'Promotion', de: 'Aktion' },
    descriptions: {
      fr: 'Nos projets neufs en promotion.',
      nl: 'Onze nieuwbouwprojecten in promotie.',
      en: 'Our new-build developments on offer.',
      de: 'Unsere Neubauprojekte im Angebot.',
    },
    modules: [],
  },
  {
    name: 'Contact',
    path: 'contact',
    sort: 60,
    type: 'contact',
    titles: { fr: 'Contact', nl: 'Contact', en: 'Contact', de: 'Kontakt' },
    descriptions: {
      fr: 'Contactez Immo Horizon par téléphone, par e-mail ou via notre formulaire.',
      nl: 'Neem contact op met Immo Horizon per telefoon, e-mail of via ons formulier.',
      en: 'Contact Immo Horizon by phone, by e-mail or through our form.',
      de: 'Kontaktieren Sie Immo Horizon per Telefon, E-Mail oder über unser Formular.',
    },
    modules: [{ type: 'contact' }],
  },
  // Reached from the footer, not the menu.
  ...(
    [
      ['Privacy-statement', 'Privacy statement'],
      ['Cookie-policy', 'Cookie policy'],
      ['Disclaimer', 'Disclaimer'],
    ] as const
  ).map(([path, articleName], index): SeedPage => {
    const article = articles.find((entry) => entry.name === articleName)!;
    return {
      name: article.name,
      path,
      sort: 100 + index * 10,
      type: 'article',
      hiddenInMenu: true,
      titles: article.titles,
      descriptions: {
        fr: `${article.titles.fr} du site d’${AGENCY}.`,
        nl: `${article.titles.nl} van de website van ${AGENCY}.`,
        en: `${article.titles.en} of the ${AGENCY} website.`,
        de: `${article.titles.de} der Website von ${AGENCY}.`,
      },
      modules: [{ type: 'article', article: article.name }],
    };
  }),
];

export const topBarItems = [
  {
    labels: { fr: 'contact@example.be', nl: 'contact@example.be', en: 'contact@example.be', de: 'contact@example.be' },
    link: 'mailto:contact@example.be',
    icon: 'mail',
  },
  {
    labels: {
      fr: 'Lun–ven 9 h–18 h, sam 10 h–16 h',
      nl: 'Ma–vr 9–18 u, za 10–16 u',
      en: 'Mon–Fri 9 am–6 pm, Sat 10 am–4 pm',
      de: 'Mo–Fr 9–18 Uhr, Sa 10–16 Uhr',
    },
    link: '/contact/',
    icon: 'clock',
  },
  {
    labels: { fr: 'Espace propriétaire', nl: 'Login eigenaars', en: 'Owner login', de: 'Login für Eigentümer' },
    link: '/login/',
    icon: 'user',
  },
];

const pub = (text: string, isPublic = true) => ({ text, public: isPublic });

export const footerBlocks = [
  {
    titles: { fr: AGENCY, nl: AGENCY, en: AGENCY, de: AGENCY },
    introTexts: {
      fr: pub(
        '<p>Avenue Louise 250<br>1050 Bruxelles</p><p>Tél. 0475 12 34 56<br><a href="mailto:contact@example.be">contact@example.be</a></p><p>Agent immobilier agréé IPI n° 512.345</p>',
      ),
      nl: pub(
        '<p>Louizalaan 250<br>1050 Brussel</p><p>Tel. 0475 12 34 56<br><a href="mailto:contact@example.be">contact@example.be</a></p><p>Erkend vastgoedmakelaar BIV nr. 512.345</p>',
      ),
      en: pub(
        '<p>Avenue Louise 250<br>1050 Brussels</p><p>Phone 0475 12 34 56<br><a href="mailto:contact@example.be">contact@example.be</a></p><p>IPI-licensed estate agent no. 512.345</p>',
      ),
      de: pub(
        '<p>Avenue Louise 250<br>1050 Brüssel</p><p>Tel. 0475 12 34 56<br><a href="mailto:contact@example.be">contact@example.be</a></p><p>BIV-zugelassener Makler Nr. 512.345</p>',
      ),
    },
    fullTexts: {},
  },
  {
    titles: { fr: 'Liens utiles', nl: 'Nuttige links', en: 'Useful links', de: 'Nützliche Links' },
    introTexts: {
      fr: pub(
        '<ul><li><a href="/fr/a-vendre/">Biens à vendre</a></li><li><a href="/fr/a-louer/">Biens à louer</a></li><li><a href="/fr/Notre-agence/">Notre agence</a></li></ul>',
      ),
      nl: pub(
        '<ul><li><a href="/nl/te-koop/">Panden te koop</a></li><li><a href="/nl/te-huur/">Panden te huur</a></li><li><a href="/nl/Notre-agence/">Ons kantoor</a></li></ul>',
      ),
      en: pub(
        '<ul><li><a href="/en/for-sale/">Properties for sale</a></li><li><a href="/en/for-rent/">Properties for rent</a></li><li><a href="/en/Notre-agence/">Our agency</a></li></ul>',
      ),
      de: pub(
        '<ul><li><a href="/de/zu-verkaufen/">Immobilien zu verkaufen</a></li><li><a href="/de/zu-vermieten/">Immobilien zu vermieten</a></li><li><a href="/de/Notre-agence/">Unsere Agentur</a></li></ul>',
      ),
    },
    fullTexts: {},
  },
  {
    titles: { fr: 'Horaires', nl: 'Openingsuren', en: 'Opening hours', de: 'Öffnungszeiten' },
    introTexts: {
      fr: pub(
        '<p>Du lundi au vendredi de 9 h à 18 h<br>Le samedi de 10 h à 16 h<br>Visites en soirée sur rendez-vous</p>',
      ),
      nl: pub('<p>Maandag tot vrijdag van 9 tot 18 uur<br>Zaterdag van 10 tot 16 uur<br>Avondbezoeken op afspraak</p>'),
      en: pub('<p>Monday to Friday, 9 am to 6 pm<br>Saturday, 10 am to 4 pm<br>Evening viewings by appointment</p>'),
      de: pub(
        '<p>Montag bis Freitag von 9 bis 18 Uhr<br>Samstag von 10 bis 16 Uhr<br>Abendbesichtigungen nach Vereinbarung</p>',
      ),
    },
    // Prepared for the holidays and not yet shown: proves that a text the operator has not made public stays hidden.
    fullTexts: {
      fr: pub('<p>Fermé du 24 décembre au 2 janvier.</p>', false),
      nl: pub('<p>Gesloten van 24 december tot 2 januari.</p>', false),
      en: pub('<p>Closed from 24 December to 2 January.</p>', false),
      de: pub('<p>Geschlossen vom 24. Dezember bis 2. Januar.</p>', false),
    },
  },
];

export const settings = {
  copyright: {
    fr: `© {YEAR} ${AGENCY} – Tous droits réservés`,
    nl: `© {YEAR} ${AGENCY} – Alle rechten voorbehouden`,
    en: `© {YEAR} ${AGENCY} – All rights reserved`,
    de: `© {YEAR} ${AGENCY} – Alle Rechte vorbehalten`,
  },
  searchTitles: {
    fr: 'Trouvez le bien qui vous ressemble',
    nl: 'Vind het pand dat bij u past',
    en: 'Find the home that suits you',
    de: 'Finden Sie die Immobilie, die zu Ihnen passt',
  },
  searchDescriptions: {
    fr: ['{FOR_SALE_TOTAL} biens à vendre', '{FOR_RENT_TOTAL} biens à louer'],
    nl: ['{FOR_SALE_TOTAL} panden te koop', '{FOR_RENT_TOTAL} panden te huur'],
    en: ['{FOR_SALE_TOTAL} properties for sale', '{FOR_RENT_TOTAL} properties for rent'],
    de: ['{FOR_SALE_TOTAL} Immobilien zu verkaufen', '{FOR_RENT_TOTAL} Immobilien zu vermieten'],
  },
  bannerItems: [
    {
      url: '/banner/home-banner.svg',
      alt: {
        fr: 'Toits de maisons au coucher du soleil',
        nl: 'Daken van huizen bij zonsondergang',
        en: 'House roofs at sunset',
        de: 'Hausdächer bei Sonnenuntergang',
      },
    },
  ],
};

/** Online visit booking (ZVisitHoursSchema): weekdays and Saturday morning, half-hour visits for two visitors. */
export const demoVisitHours = {
  weekly: {
    mon: [
      { from: '10:00', to: '12:00' },
      { from: '14:00', to: '18:00' },
    ],
    tue: [
      { from: '10:00', to: '12:00' },
      { from: '14:00', to: '18:00' },
    ],
    wed: [
      { from: '10:00', to: '12:00' },
      { from: '14:00', to: '18:00' },
    ],
    thu: [
      { from: '10:00', to: '12:00' },
      { from: '14:00', to: '18:00' },
    ],
    fri: [
      { from: '10:00', to: '12:00' },
      { from: '14:00', to: '18:00' },
    ],
    sat: [{ from: '10:00', to: '13:00' }],
  },
  slotMinutes: 30,
  visitorsPerSlot: 2,
  closedDates: ['2026-12-25', '2027-01-01', '2027-04-05', '2027-05-01'],
  changeCutoffHours: 24,
  daysAhead: 21,
  noticeHours: 2,
};
