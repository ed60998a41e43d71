import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The property forms' rows beside their lead (each deleted with it):
 * - `document_requests`: one per address and property, so a second request
 *   is told 'already requested' by a unique index, not only by code;
 * - `friend_sends`: the send-to-friend limit counts a client network's
 *   sends of the last hour here;
 * - `lead_uploads`: a rent application's CV, its bytes in UPLOAD_DIR under
 *   the row's id; no lead yet between the upload and the application.
 * And the rent appointment terms in the site settings (null: not shown).
 */
export class PropertyForms1764440000000 implements MigrationInterface {
  name = 'PropertyForms1764440000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "document_requests" ("lead_id" uuid NOT NULL, "property_id" integer NOT NULL, "email" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_document_requests_email_lower_case" CHECK ("email" = lower("email")), CONSTRAINT "PK_document_requests" PRIMARY KEY ("lead_id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_document_requests_property_email" ON "document_requests" ("property_id", "email") `,
    );
    await queryRunner.query(
      `ALTER TABLE "document_requests" ADD CONSTRAINT "FK_document_requests_lead" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "friend_sends" ("lead_id" uuid NOT NULL, "client_network" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_friend_sends" PRIMARY KEY ("lead_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_friend_sends_network_created_at" ON "friend_sends" ("client_network", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "friend_sends" ADD CONSTRAINT "FK_friend_sends_lead" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_uploads" ("id" uuid NOT NULL, "lead_id" uuid, "file_name" text NOT NULL, "content_type" text NOT NULL, "size" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_lead_uploads" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_lead_uploads_lead_id" ON "lead_uploads" ("lead_id") `);
    await queryRunner.query(
      `ALTER TABLE "lead_uploads" ADD CONSTRAINT "FK_lead_uploads_lead" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "site_settings" ADD "rent_minimum_income_multiple" numeric(4,2)`);
    await queryRunner.query(`ALTER TABLE "site_settings" ADD "rent_maximum_persons" smallint`);
    await queryRunner.query(`ALTER TABLE "site_settings" ADD "rent_inventory_share" numeric(10,2)`);
    await queryRunner.query(`ALTER TABLE "site_settings" ADD "rent_deposit_months" smallint NOT NULL DEFAULT 3`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "rent_deposit_months"`);
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "rent_inventory_share"`);
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "rent_maximum_persons"`);
    await queryRunner.query(`ALTER TABLE "site_settings" DROP COLUMN "rent_minimum_income_multiple"`);
    await queryRunner.query(`DROP TABLE "lead_uploads"`);
    await queryRunner.query(`DROP TABLE "friend_sends"`);
    await queryRunner.query(`DROP TABLE "document_requests"`);
  }
}
