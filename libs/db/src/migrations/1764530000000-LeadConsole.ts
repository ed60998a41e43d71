import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15, the console's requests section: a lead assigned to one of the
 * agents the CRM names, marked as another lead's duplicate, and the mails an
 * operator held by sending a lead to quarantine (released with it). A lead
 * received before this migration had its mails written: handled_at says so.
 */
export class LeadConsole1764530000000 implements MigrationInterface {
  name = 'LeadConsole1764530000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leads" ADD "assigned_agent_email" text`);
    await queryRunner.query(`ALTER TABLE "leads" ADD "assigned_agent_name" text`);
    await queryRunner.query(`ALTER TABLE "leads" ADD "duplicate_of" uuid`);
    await queryRunner.query(`ALTER TABLE "leads" ADD "handled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "leads" ADD "held_mails" uuid array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`UPDATE "leads" SET "handled_at" = "created_at" WHERE "state" = 'received'`);
    await queryRunner.query(
      `ALTER TABLE "leads" ADD CONSTRAINT "FK_leads_duplicate_of" FOREIGN KEY ("duplicate_of") REFERENCES "leads"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leads" DROP CONSTRAINT "FK_leads_duplicate_of"`);
    for (const column of ['held_mails', 'handled_at', 'duplicate_of', 'assigned_agent_name', 'assigned_agent_email']) {
      await queryRunner.query(`ALTER TABLE "leads" DROP COLUMN "${column}"`);
    }
  }
}
