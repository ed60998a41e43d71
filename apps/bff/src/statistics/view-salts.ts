import { randomBytes } from 'node:crypto';
import type { IsoDay } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { ViewSaltEntity } from '@immo/db';

const SALT_BYTES = 32;

/**
 * The visitor-hash salt of each day. Kept in the database so that every BFF
 * instance (and one restarted at noon) hashes a visitor alike, which the
 * dedupe needs; cached in memory for the rest of the day.
 */
@Injectable()
export class ViewSalts {
  private current: { day: IsoDay; salt: Buffer } | null = null;

  constructor(@InjectRepository(ViewSaltEntity) private readonly salts: Repository<ViewSaltEntity>) {}

  async saltFor(day: IsoDay): Promise<Buffer> {
    if (this.current?.day === day) return this.current.salt;
    // Two instances may race at midnight: the first insert wins and both read it.
    await this.salts
      .createQueryBuilder()
      .insert()
      .values({ day, salt: randomBytes(SALT_BYTES) })
      .orIgnore()
      .execute();
    const { salt } = await this.salts.findOneByOrFail({ day });
    // Forgetting the old salts is what anonymises the stored hashes.
    await this.salts.delete({ day: LessThan(day) });
    this.current = { day, salt };
    return salt;
  }
}
