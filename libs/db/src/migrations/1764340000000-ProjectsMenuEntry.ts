import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 12: nothing linked the new-build projects list ('/projects/', e.g.
 * '/fr/projets/'). The menu gets an entry after 'For rent'; an operator who
 * already added one keeps theirs. And the seeded footer's 'Free valuation'
 * link goes: that page is not built yet, so it led to a 404 (the web app
 * leaves unbuilt pages out of the menu and the top bar itself, but footer
 * blocks are HTML). A footer an operator edited is left as it is.
 */
const titles = { fr: 'Projets neufs', nl: 'Nieuwbouwprojecten', en: 'New-build projects', de: 'Neubauprojekte' };
const descriptions = {
  fr: 'Nos projets neufs avec leurs listes de prix et leurs documents.',
  nl: 'Onze nieuwbouwprojecten met hun prijslijsten en documenten.',
  en: 'Our new-build projects with their price lists and documents.',
  de: 'Unsere Neubauprojekte mit Preislisten und Unterlagen.',
};
const metadata = Object.fromEntries(
  Object.entries(titles).map(([lang, title]) => [
    lang,
    { 'og:title': title, 'og:description': descriptions[lang as keyof typeof descriptions] },
  ]),
);

/** The seeded footer's link to the free valuation page, per language. */
const valuationLinks: Record<string, string> = {
  fr: '<li><a href="/fr/estimation-gratuite/">Estimation gratuite</a></li>',
  nl: '<li><a href="/nl/gratis-schatting/">Gratis schatting</a></li>',
  en: '<li><a href="/en/free-valuation/">Free valuation</a></li>',
  de: '<li><a href="/de/kostenlose-bewertung/">Kostenlose Bewertung</a></li>',
};
/** The link it followed in the seed. */
const followingLinks: Record<string, string> = {
  fr: '<li><a href="/fr/Notre-agence/">',
  nl: '<li><a href="/nl/Notre-agence/">',
  en: '<li><a href="/en/Notre-agence/">',
  de: '<li><a href="/de/Notre-agence/">',
};

type FooterTexts = Record<string, { text: string; public: boolean }>;

async function rewriteFooterTexts(
  queryRunner: QueryRunner,
  rewrite: (text: string, lang: string) => string,
): Promise<void> {
  const rows = (await queryRunner.query(`SELECT "id", "intro_texts" FROM "footer_blocks"`)) as {
    id: number;
    intro_texts: FooterTexts;
  }[];
  for (const row of rows) {
    const texts = Object.fromEntries(
      Object.entries(row.intro_texts ?? {}).map(([lang, entry]) => [
        lang,
        { ...entry, text: rewrite(entry.text, lang) },
      ]),
    );
    if (JSON.stringify(texts) !== JSON.stringify(row.intro_texts)) {
      await queryRunner.query(`UPDATE "footer_blocks" SET "intro_texts" = $1 WHERE "id" = $2`, [
        JSON.stringify(texts),
        row.id,
      ]);
    }
  }
}

export class ProjectsMenuEntry1764340000000 implements MigrationInterface {
  name = 'ProjectsMenuEntry1764340000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO "menu_pages" ("name", "path", "status", "sort", "type", "titles", "descriptions", "metadata")
       VALUES ('Projects', 'projects', 'Published', 25, 'list', $1, $2, $3)
       ON CONFLICT ("path") DO NOTHING`,
      [JSON.stringify(titles), JSON.stringify(descriptions), JSON.stringify(metadata)],
    );
    await rewriteFooterTexts(queryRunner, (text, lang) => {
      const link = valuationLinks[lang];
      return link ? text.replace(link, '') : text;
    });
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await rewriteFooterTexts(queryRunner, (text, lang) => {
      const link = valuationLinks[lang];
      const following = followingLinks[lang];
      if (!link || !following || text.includes(link) || !text.includes(following)) return text;
      return text.replace(following, link + following);
    });
    await queryRunner.query(`DELETE FROM "menu_pages" WHERE "path" = 'projects' AND "name" = 'Projects'`);
  }
}
