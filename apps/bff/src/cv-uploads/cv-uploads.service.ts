import { budgetNetwork, CV_UPLOAD_CHALLENGE_HEADER } from '@immo/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { readCaptchaToken } from '../captcha/captcha-crypto';
import { type BffEnv, ENV } from '../config/env';
import { CvStorage } from './cv-storage';
import { CvUploadException } from './cv-upload.exception';
import type { LeadUploadEntity } from '@immo/db';
import { announcedCvBytes, readCvUpload } from './read-cv-upload';

/**
 * One CV upload, refused as early as it can be: the form's challenge and
 * every budget (the challenge's, the network's, the disk's) are checked from
 * the headers alone, before a byte of the body is read; the size and the type
 * while it streams, before anything is written.
 */
@Injectable()
export class CvUploadsService {
  private readonly logger = new Logger(CvUploadsService.name);

  constructor(
    @Inject(ENV) private readonly env: Pick<BffEnv, 'CAPTCHA_HMAC_KEY'>,
    private readonly storage: CvStorage,
  ) {}

  async receive(request: FastifyRequest, now: Date = new Date()): Promise<LeadUploadEntity> {
    const token = request.headers[CV_UPLOAD_CHALLENGE_HEADER];
    // Answered or not: the visitor may choose the file before the captcha is solved.
    const challenge = typeof token === 'string' ? readCaptchaToken(token, this.env.CAPTCHA_HMAC_KEY, now) : null;
    if (challenge === null) throw new CvUploadException('UPLOAD_CHALLENGE_INVALID');
    const bytes = announcedCvBytes(request);
    const uploadId = await this.storage.reserve({
      network: budgetNetwork(request.ip),
      challengeId: challenge.id,
      bytes,
    });
    try {
      return await this.storage.store(uploadId, await readCvUpload(request));
    } catch (error) {
      await this.storage.release(uploadId).catch((releaseError: unknown) => {
        // The place stays counted until the sweep; the visitor's answer is the refusal, not this.
        this.logger.warn(`Upload ${uploadId} not released: ${String(releaseError)}`);
      });
      throw error;
    }
  }
}
