import type { QueryRunner } from 'typeorm';
import {
  AGENCY,
  articles,
  demoVisitHours,
  empty,
  footerBlocks,
  pages,
  settings,
  socialMetadata,
  topBarItems,
} from './site-content';

/**
 * Fills an empty site configuration with the demo agency's content, in one
 * transaction. The agency settings row is the mark of a configured site: when
 * it exists nothing is written, so an operator's content is never touched and
 * running the seed twice changes nothing. Returns whether it wrote.
 */
export async function seedSiteContent(queryRunner: QueryRunner): Promise<boolean> {
  await queryRunner.startTransaction();
  try {
    // Two seeds at once: the second waits here, then finds the row.
    await queryRunner.query(`LOCK TABLE "site_settings" IN EXCLUSIVE MODE`);
    const [{ configured }] = (await queryRunner.query(
      `SELECT EXISTS (SELECT 1 FROM "site_settings") AS "configured"`,
    )) as [{ configured: boolean }];
    if (!configured) await insertContent(queryRunner);
    await queryRunner.commitTransaction();
    return !configured;
  } catch (error) {
    await queryRunner.rollbackTransaction();
    throw error;
  }
}

async function insertContent(queryRunner: QueryRunner): Promise<void> {
  const articleIds = new Map<string, number>();
  for (const article of articles) {
    const [row] = (await queryRunner.query(
      `INSERT INTO "articles" ("name", "titles", "bodies") VALUES ($1, $2, $3) RETURNING "id"`,
      [article.name, JSON.stringify(article.titles), JSON.stringify(article.bodies)],
    )) as { id: number }[];
    articleIds.set(article.name, row!.id);
  }
  for (const page of pages) {
    // A page at the same path (the projects entry a migration adds) stays as it is.
    const [row] = (await queryRunner.query(
      `INSERT INTO "menu_pages" ("name", "path", "status", "sort", "type", "titles", "descriptions", "metadata", "redirect", "redirect_url", "hidden_in_menu", "show_bread_crumb", "banner_titles", "banner_descriptions")
       VALUES ($1, $2, 'Published', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
       ON CONFLICT ("path") DO NOTHING RETURNING "id"`,
      [
        page.name,
        page.path,
        page.sort,
        page.type,
        JSON.stringify(page.titles),
        JSON.stringify(page.descriptions),
        JSON.stringify(socialMetadata(page.titles, page.descriptions)),
        page.redirectUrl !== undefined,
        page.redirectUrl ?? null,
        page.hiddenInMenu ?? false,
        page.showBreadCrumb ?? true,
        JSON.stringify(empty),
      ],
    )) as { id: number }[];
    if (!row) continue;
    for (const [index, module] of page.modules.entries()) {
      await queryRunner.query(
        `INSERT INTO "page_modules" ("menu_page_id", "type", "article_id", "position", "titles", "number_item_of_row", "max_items") VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          row.id,
          module.type,
          module.article ? articleIds.get(module.article)! : null,
          index + 1,
          JSON.stringify(module.titles ?? {}),
          module.numberItemOfRow ?? 4,
          module.maxItems ?? 4,
        ],
      );
    }
  }
  for (const [index, item] of topBarItems.entries()) {
    await queryRunner.query(`INSERT INTO "top_bar_items" ("sort", "labels", "link", "icon") VALUES ($1, $2, $3, $4)`, [
      (index + 1) * 10,
      JSON.stringify(item.labels),
      item.link,
      item.icon,
    ]);
  }
  for (const [index, block] of footerBlocks.entries()) {
    await queryRunner.query(
      `INSERT INTO "footer_blocks" ("sort", "titles", "intro_texts", "full_texts", "col") VALUES ($1, $2, $3, $4, $5)`,
      [
        (index + 1) * 10,
        JSON.stringify(block.titles),
        JSON.stringify(block.introTexts),
        JSON.stringify(block.fullTexts),
        JSON.stringify({ sm: 12, md: 6, lg: 4 }),
      ],
    );
  }
  await queryRunner.query(
    `INSERT INTO "site_settings" ("id", "agency_name", "phone", "email", "street", "zip", "city", "country_id", "copyright", "search_titles", "search_descriptions", "banner_kind", "banner_items", "banner_colour", "marquee_ignore_list", "visit_hours")
     VALUES (1, $1, '0475123456', 'contact@example.be', 'Avenue Louise 250', '1050', 'Bruxelles', 10, $2, $3, $4, 'image', $5, '#0f3d5c', '{5}', $6)`,
    [
      AGENCY,
      JSON.stringify(settings.copyright),
      JSON.stringify(settings.searchTitles),
      JSON.stringify(settings.searchDescriptions),
      JSON.stringify(settings.bannerItems),
      JSON.stringify(demoVisitHours),
    ],
  );
  // The rent appointment terms a rent application shows (rentTerms): three times the rent, four occupants, a 150 € inventory share.
  await queryRunner.query(
    `UPDATE "site_settings" SET "rent_minimum_income_multiple" = 3, "rent_maximum_persons" = 4, "rent_inventory_share" = 150, "rent_deposit_months" = 3 WHERE "id" = 1`,
  );
}
