import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The owner portal's passwords, reset links and sessions (issue 14). */
export class OwnerAuth1764460000000 implements MigrationInterface {
  name = 'OwnerAuth1764460000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "owner_accounts" ("owner_id" integer NOT NULL, "password_hash" text NOT NULL, "password_changed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_owner_accounts" PRIMARY KEY ("owner_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "owner_password_resets" ("id" uuid NOT NULL, "owner_id" integer NOT NULL, "token_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "spent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_owner_password_resets" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_owner_password_resets_owner_id" ON "owner_password_resets" ("owner_id")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_owner_password_resets_token_hash" ON "owner_password_resets" ("token_hash")`,
    );
    await queryRunner.query(
      `CREATE TABLE "owner_sessions" ("id" uuid NOT NULL, "owner_id" integer NOT NULL, "refresh_token_hash" text NOT NULL, "previous_refresh_token_hash" text, "rotation" integer NOT NULL DEFAULT 0, "rotated_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_owner_sessions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_owner_sessions_owner_id" ON "owner_sessions" ("owner_id")`);
    for (const table of ['owner_accounts', 'owner_password_resets', 'owner_sessions']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "FK_${table}_owner" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "owner_sessions"`);
    await queryRunner.query(`DROP TABLE "owner_password_resets"`);
    await queryRunner.query(`DROP TABLE "owner_accounts"`);
  }
}
