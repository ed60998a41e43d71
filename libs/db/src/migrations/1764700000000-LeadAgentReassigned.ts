import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: a lead's agent is the one its mail went to (the property's
 * manager) until an operator gives it to someone else, or to no one; the
 * moment they did says which of the two the console shows.
 */
export class LeadAgentReassigned1764700000000 implements MigrationInterface {
  name = 'LeadAgentReassigned1764700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leads" ADD "agent_reassigned_at" TIMESTAMP WITH TIME ZONE`);
    // An operator's choice made before this migration stays theirs.
    await queryRunner.query(
      `UPDATE "leads" SET "agent_reassigned_at" = now() WHERE "assigned_agent_email" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leads" DROP COLUMN "agent_reassigned_at"`);
  }
}
