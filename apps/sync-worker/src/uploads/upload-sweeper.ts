import { deleteUnclaimedUploads, uploadIdsAmong } from '@immo/db';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { ENV, type WorkerEnv } from '../config/env';
import { orphanUploads, UPLOAD_GRACE_MS, type UploadFile } from './orphan-uploads';

/**
 * Deletes the uploaded files whose lead is gone, and the uploads no lead
 * claimed (orphan-uploads.ts). Run by the lead retention job right after it
 * deletes leads, so a CV leaves the disk with its lead.
 */
@Injectable()
export class UploadSweeper {
  private readonly logger = new Logger(UploadSweeper.name);

  constructor(
    @Inject(ENV) private readonly env: Pick<WorkerEnv, 'UPLOAD_DIR'>,
    private readonly dataSource: DataSource,
  ) {}

  /** The number of files deleted. */
  async sweep(now = new Date()): Promise<number> {
    // A CV sent with a rent application that never came: nobody will ever read it.
    await deleteUnclaimedUploads(this.dataSource, new Date(now.getTime() - UPLOAD_GRACE_MS));
    const files = await this.listFiles();
    if (files.length === 0) return 0;
    const known = await uploadIdsAmong(
      this.dataSource,
      files.map((file) => file.name),
    );
    const orphans = orphanUploads(files, known, now);
    for (const name of orphans) await rm(join(this.env.UPLOAD_DIR, name), { force: true });
    if (orphans.length > 0) this.logger.log(`Deleted ${orphans.length} uploaded file(s) whose lead is gone`);
    return orphans.length;
  }

  private async listFiles(): Promise<UploadFile[]> {
    let names: string[];
    try {
      names = await readdir(this.env.UPLOAD_DIR);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const files: UploadFile[] = [];
    for (const name of names) {
      const info = await stat(join(this.env.UPLOAD_DIR, name)).catch(() => null);
      if (info?.isFile()) files.push({ name, modifiedAt: info.mtime });
    }
    return files;
  }
}
