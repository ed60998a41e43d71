import { CV_UPLOAD_BUDGET_WINDOW_MS, CV_UPLOADS_PER_CHALLENGE, type CountedUpload, cvUploadWaitMs } from '@immo/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { CAPTCHA_LIFETIME_MS } from '../captcha/captcha-crypto';
import { type BffEnv, ENV } from '../config/env';
import { CvUploadException } from './cv-upload.exception';
import {
  claimUpload,
  deleteUnclaimedUploadsOlderThan,
  LeadUploadEntity,
  lockUploadReservations,
  markUploadStored,
  recentUploadsOf,
  releaseUpload,
  reserveUpload,
  uploadBudgetCounts,
} from '@immo/db';
import type { ReceivedCv } from './read-cv-upload';

const MB = 1024 * 1024;

/**
 * An unclaimed upload older than this can never be claimed: its challenge has
 * expired, so no lead answering it passes the captcha. Its bytes are given
 * back when the disk budget is reached, before the nightly sweep.
 */
const CLAIMABLE_MS = CAPTCHA_LIFETIME_MS + 60_000;

export interface UploadReservation {
  /** budgetNetwork of the client. */
  network: string;
  /** The captcha challenge of the form the file is for. */
  challengeId: string;
  /** The most the upload can hold (announcedCvBytes). */
  bytes: number;
}

/**
 * Keeps uploaded files in UPLOAD_DIR, named by a random id only: nothing
 * serves that directory, and no visitor's name becomes a path. What one
 * client can make it keep is budgeted before a byte arrives (reserve).
 */
@Injectable()
export class CvStorage {
  constructor(
    @Inject(ENV) private readonly env: Pick<BffEnv, 'UPLOAD_DIR' | 'UPLOAD_DISK_BUDGET_MB' | 'UPLOAD_DISK_MIN_FREE_MB'>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  pathOf(uploadId: string): string {
    return join(this.env.UPLOAD_DIR, uploadId);
  }

  /**
   * Holds a place for an upload before its body is read, or refuses it: the
   * challenge has bought its uploads (429), the network has spent its hour
   * (429 and when to come back), or the upload would pass the disk budget or
   * eat into the free space kept (503). The place is a row without a file
   * (stored_at null), counted at `bytes` until store() or release().
   */
  async reserve(reservation: UploadReservation): Promise<string> {
    await mkdir(this.env.UPLOAD_DIR, { recursive: true, mode: 0o700 });
    await this.keepFreeSpace(reservation.bytes);
    const first = await this.tryReserve(reservation);
    if (first !== null) return first;
    await this.reclaimUnclaimable();
    const second = await this.tryReserve(reservation);
    if (second === null) throw new CvUploadException('UPLOADS_PAUSED');
    return second;
  }

  /**
   * Writes a reserved upload's file, then marks its row stored with the
   * file's own name, type and size. A file refused while it streamed never
   * gets here: nothing of it is written.
   */
  async store(uploadId: string, cv: ReceivedCv): Promise<LeadUploadEntity> {
    await writeFile(this.pathOf(uploadId), cv.bytes, { flag: 'wx', mode: 0o600 });
    try {
      const row = await markUploadStored(this.dataSource, uploadId, {
        fileName: cv.fileName,
        contentType: cv.contentType,
        size: cv.bytes.length,
      });
      if (!row) throw new Error(`Upload ${uploadId} lost its reservation`);
      return Object.assign(new LeadUploadEntity(), row, { leadId: null });
    } catch (error) {
      await rm(this.pathOf(uploadId), { force: true });
      throw error;
    }
  }

  /** Gives back the place of an upload that was refused or failed while it streamed. */
  async release(uploadId: string): Promise<void> {
    await releaseUpload(this.dataSource, uploadId);
  }

  /**
   * Gives a stored upload to a lead, in the lead's transaction, when it was
   * sent under the challenge the lead's own captcha answered; null when the
   * id names no such upload (another form's, already used, swept, or made up).
   */
  async claimForLead(
    manager: EntityManager,
    uploadId: string,
    leadId: string,
    challengeId: string,
  ): Promise<LeadUploadEntity | null> {
    const row = await claimUpload(manager, uploadId, leadId, challengeId);
    return row ? Object.assign(new LeadUploadEntity(), row, { leadId }) : null;
  }

  /** 503 when the upload would leave less free space than UPLOAD_DISK_MIN_FREE_MB on UPLOAD_DIR's file system. */
  private async keepFreeSpace(bytes: number): Promise<void> {
    const disk = await statfs(this.env.UPLOAD_DIR);
    if (disk.bavail * disk.bsize - bytes < this.env.UPLOAD_DISK_MIN_FREE_MB * MB)
      throw new CvUploadException('UPLOADS_PAUSED');
  }

  /** The reserved upload's id, or null when it would pass the disk budget. */
  private async tryReserve({ network, challengeId, bytes }: UploadReservation): Promise<string | null> {
    return this.dataSource.transaction(async (manager) => {
      // Every reservation takes this lock, whichever BFF makes it: the counts read
      // after it (each statement a fresh snapshot) include the rows of the
      // reservation before, so two uploads never both fit the last place.
      await lockUploadReservations(manager);
      const counts = await uploadBudgetCounts(manager, challengeId);
      if (counts.forChallenge >= CV_UPLOADS_PER_CHALLENGE) throw new CvUploadException('UPLOADS_PER_FORM_SPENT');
      const recent: CountedUpload[] = await recentUploadsOf(
        manager,
        network,
        new Date(counts.now.getTime() - CV_UPLOAD_BUDGET_WINDOW_MS),
      );
      const waitMs = cvUploadWaitMs(recent, bytes, counts.now);
      if (waitMs > 0) throw new CvUploadException('UPLOADS_TOO_MANY', Math.ceil(waitMs / 1000));
      if (counts.held + bytes > this.env.UPLOAD_DISK_BUDGET_MB * MB) return null;
      const id = randomUUID();
      await reserveUpload(manager, { id, bytes, network, challengeId, at: counts.now });
      return id;
    });
  }

  /** Deletes the uploads no lead can claim any more, rows and files, instead of waiting for the nightly sweep. */
  private async reclaimUnclaimable(): Promise<void> {
    const ids = await deleteUnclaimedUploadsOlderThan(this.dataSource, CLAIMABLE_MS / 1000);
    for (const id of ids) await rm(this.pathOf(id), { force: true });
  }
}
