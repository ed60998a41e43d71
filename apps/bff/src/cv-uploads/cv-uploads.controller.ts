import { CV_UPLOAD_CHALLENGE_HEADER, type CvUploadDto, ZCvUploadDtoSchema } from '@immo/domain';
import { Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RefuseCrossSiteMultipart } from '../common/refuse-cross-site.guard';
import { responseSchema } from '../common/response-schema';
import { CvUploadException } from './cv-upload.exception';
import { CvUploadsService } from './cv-uploads.service';

// The OpenAPI schema of the answer, from the domain's zod schema: the shape is declared once.
const CvUploadResponse = responseSchema('CvUploadResponse', ZCvUploadDtoSchema);

/**
 * The CV goes up on its own, before the rent application that names it by
 * `cvUploadId`: every form then posts the same JSON (one schema, one
 * pipeline), the visitor learns at once that a file is too large or not a
 * document, and a file is read once, here, while it streams.
 */
@ApiTags('forms')
@Controller('forms/rent-application')
export class CvUploadsController {
  constructor(private readonly uploads: CvUploadsService) {}

  @Post('cv')
  @HttpCode(HttpStatus.CREATED)
  @RefuseCrossSiteMultipart()
  @ApiConsumes('multipart/form-data')
  @ApiHeader({
    name: CV_UPLOAD_CHALLENGE_HEADER,
    required: true,
    description: "The token of the form's captcha challenge (answered or not): the upload is bound to it",
  })
  @ApiCreatedResponse({
    type: CvUploadResponse,
    description: 'Stored until a rent application answering the same challenge claims it',
  })
  @ApiForbiddenResponse({
    description: '{ code: "UPLOAD_CHALLENGE_INVALID" }: no challenge token, or one we did not sign or that expired',
  })
  @ApiTooManyRequestsResponse({
    description:
      '{ code: "UPLOADS_PER_FORM_SPENT" }: 3 files under this challenge already; { code: "UPLOADS_TOO_MANY" }: 10 files or 50 MB this hour from this network, see Retry-After',
  })
  @ApiServiceUnavailableResponse({
    description:
      '{ code: "UPLOADS_PAUSED" }: the upload folder holds UPLOAD_DISK_BUDGET_MB, or the disk keeps too little free space',
  })
  @ApiPayloadTooLargeResponse({
    description:
      '{ code: "FILE_TOO_LARGE", issues: [{ path: "cv", message: "fileTooLarge" }] }: past 10 MB, refused while it streams',
  })
  @ApiUnsupportedMediaTypeResponse({
    description: '{ code: "FILE_TYPE_REFUSED" }: the bytes are no PDF, DOC, DOCX or ODT, whatever the name',
  })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_MULTIPART" }: no file part named cv' })
  async upload(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<CvUploadDto> {
    try {
      const stored = await this.uploads.receive(request);
      return { uploadId: stored.id, fileName: stored.fileName, size: stored.size };
    } catch (error) {
      if (error instanceof CvUploadException) {
        // The rest of a refused upload is not worth receiving: the connection closes after the answer.
        void reply.header('connection', 'close');
        if (error.retryAfterSeconds !== null) void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      throw error;
    }
  }
}
