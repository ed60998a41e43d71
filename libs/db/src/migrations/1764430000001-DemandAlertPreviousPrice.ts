import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A price drop's alert says what the price was: the item keeps the price before the drop. */
export class DemandAlertPreviousPrice1764430000001 implements MigrationInterface {
  name = 'DemandAlertPreviousPrice1764430000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "demand_alert_items" ADD "previous_price" numeric(12,2)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "demand_alert_items" DROP COLUMN "previous_price"`);
  }
}
