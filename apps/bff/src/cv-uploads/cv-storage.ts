import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { type BffEnv, ENV } from '../config/env';
import { LeadUploadEntity } from './lead-upload.entity';
import type { ReceivedCv } from './read-cv-upload';

/**
 * Keeps uploaded files in UPLOAD_DIR, named by a random id only: nothing
 * serves that directory, and no visitor's name becomes a path.
 */
@Injectable()
export class CvStorage {
  constructor(
    @Inject(ENV) private readonly env: Pick<BffEnv, 'UPLOAD_DIR'>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  pathOf(uploadId: string): string {
    return join(this.env.UPLOAD_DIR, uploadId);
  }

  /**
   * Stores a CV that no lead names yet; the rent application claims it
   * (claimForLead). Unclaimed, the worker's sweep deletes it after an hour.
   */
  async storePending(cv: ReceivedCv): Promise<LeadUploadEntity> {
    const id = randomUUID();
    await mkdir(this.env.UPLOAD_DIR, { recursive: true, mode: 0o700 });
    await writeFile(this.pathOf(id), cv.bytes, { flag: 'wx', mode: 0o600 });
    const row = { id, leadId: null, fileName: cv.fileName, contentType: cv.contentType, size: cv.bytes.length };
    try {
      await this.dataSource.manager.insert(LeadUploadEntity, row);
    } catch (error) {
      await rm(this.pathOf(id), { force: true });
      throw error;
    }
    return Object.assign(new LeadUploadEntity(), row, { createdAt: new Date() });
  }

  /**
   * Gives a pending upload to a lead, in the lead's transaction; null when
   * the id names no pending upload (already used, swept, or made up).
   */
  async claimForLead(manager: EntityManager, uploadId: string, leadId: string): Promise<LeadUploadEntity | null> {
    const rows = (await manager.query(
      `UPDATE "lead_uploads" SET "lead_id" = $2 WHERE "id" = $1 AND "lead_id" IS NULL
       RETURNING "id", "file_name" AS "fileName", "content_type" AS "contentType", "size", "created_at" AS "createdAt"`,
      [uploadId, leadId],
    )) as [Omit<LeadUploadEntity, 'leadId'>[], number];
    const row = rows[0][0];
    return row ? Object.assign(new LeadUploadEntity(), row, { leadId }) : null;
  }
}
