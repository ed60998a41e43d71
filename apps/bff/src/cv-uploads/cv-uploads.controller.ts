import { Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConsumes, ApiCreatedResponse, ApiPayloadTooLargeResponse, ApiTags, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RefuseCrossSiteMultipart } from '../common/refuse-cross-site.guard';
import { CvStorage } from './cv-storage';
import { CvUploadException } from './cv-upload.exception';
import { CvUploadResponse } from './dto/cv-upload.response';
import { readCvUpload } from './read-cv-upload';

/**
 * The CV goes up on its own, before the rent application that names it by
 * `cvUploadId`: every form then posts the same JSON (one schema, one
 * pipeline), the visitor learns at once that a file is too large or not a
 * document, and a file is read once, here, while it streams.
 */
@ApiTags('forms')
@Controller('forms/rent-application')
export class CvUploadsController {
  constructor(private readonly storage: CvStorage) {}

  @Post('cv')
  @HttpCode(HttpStatus.CREATED)
  @RefuseCrossSiteMultipart()
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ type: CvUploadResponse, description: 'Stored until a rent application claims it (an hour at most)' })
  @ApiPayloadTooLargeResponse({ description: '{ code: "FILE_TOO_LARGE", issues: [{ path: "cv", message: "fileTooLarge" }] }: past 10 MB, refused while it streams' })
  @ApiUnsupportedMediaTypeResponse({ description: '{ code: "FILE_TYPE_REFUSED" }: the bytes are no PDF, DOC, DOCX or ODT, whatever the name' })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_MULTIPART" }: no file part named cv' })
  async upload(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<CvUploadResponse> {
    try {
      const cv = await readCvUpload(request);
      const stored = await this.storage.storePending(cv);
      return { uploadId: stored.id, fileName: stored.fileName, size: stored.size };
    } catch (error) {
      // The rest of a refused upload is not worth receiving: the connection closes after the answer.
      if (error instanceof CvUploadException && error.code === 'FILE_TOO_LARGE') void reply.header('connection', 'close');
      throw error;
    }
  }
}
