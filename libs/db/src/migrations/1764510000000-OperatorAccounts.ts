import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Operator accounts with a TOTP second factor, their console sessions and the audit of their actions (issue 15). */
export class OperatorAccounts1764510000000 implements MigrationInterface {
  name = 'OperatorAccounts1764510000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "operator_accounts" ("id" SERIAL NOT NULL, "email" text NOT NULL, "display_name" text NOT NULL, "password_hash" text, "totp_secret" text NOT NULL, "totp_confirmed_at" TIMESTAMP WITH TIME ZONE, "totp_last_step" bigint, "setup_token_hash" text, "setup_expires_at" TIMESTAMP WITH TIME ZONE, "disabled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_operator_accounts_email_lower_case" CHECK ("email" = lower("email")), CONSTRAINT "PK_operator_accounts" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_operator_accounts_email" ON "operator_accounts" ("email")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_operator_accounts_setup_token_hash" ON "operator_accounts" ("setup_token_hash")`,
    );
    await queryRunner.query(
      `CREATE TABLE "operator_sessions" ("id" uuid NOT NULL, "operator_id" integer NOT NULL, "token_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_operator_sessions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_operator_sessions_operator_id" ON "operator_sessions" ("operator_id")`);
    await queryRunner.query(
      `CREATE TABLE "operator_actions" ("id" BIGSERIAL NOT NULL, "operator_id" integer, "action" text NOT NULL, "target" text, "details" jsonb NOT NULL DEFAULT '{}', "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "client_network" text NOT NULL, CONSTRAINT "PK_operator_actions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_operator_actions_at" ON "operator_actions" ("at")`);
    await queryRunner.query(`CREATE INDEX "IDX_operator_actions_operator_id" ON "operator_actions" ("operator_id")`);
    await queryRunner.query(
      `ALTER TABLE "operator_sessions" ADD CONSTRAINT "FK_operator_sessions_operator" FOREIGN KEY ("operator_id") REFERENCES "operator_accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "operator_actions" ADD CONSTRAINT "FK_operator_actions_operator" FOREIGN KEY ("operator_id") REFERENCES "operator_accounts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "operator_actions"`);
    await queryRunner.query(`DROP TABLE "operator_sessions"`);
    await queryRunner.query(`DROP TABLE "operator_accounts"`);
  }
}
