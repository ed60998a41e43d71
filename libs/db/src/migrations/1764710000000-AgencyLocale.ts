import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24, the agency's mail is a work order: `site_settings.agency_locale`,
 * the language the agency reads its mails in (the requests, the visits
 * booked), French unless the office chooses another. The visitor's language
 * is said in the mail; the agency's no longer follows DEFAULT_LOCALE, the
 * site's default for visitors.
 */
export class AgencyLocale1764710000000 implements MigrationInterface {
  name = 'AgencyLocale1764710000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "site_settings" ADD "agency_locale" text NOT NULL DEFAULT 'fr'`);
    await queryRunner.query(
      `ALTER TABLE "site_settings" ADD CONSTRAINT "CHK_site_settings_agency_locale" CHECK ("agency_locale" IN ('nl', 'fr', 'en', 'de'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "site_settings" DROP CONSTRAINT "CHK_site_settings_agency_locale"`);
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "agency_locale"`);
  }
}
