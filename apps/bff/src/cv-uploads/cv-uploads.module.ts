import fastifyMultipart from '@fastify/multipart';
import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { CvStorage } from './cv-storage';
import { CvUploadsController } from './cv-uploads.controller';
import { CvUploadsService } from './cv-uploads.service';

/** Files sent with a lead (a rent application's CV): read while streaming, checked by their bytes, kept outside anything served. */
@Module({
  controllers: [CvUploadsController],
  providers: [CvStorage, CvUploadsService],
  exports: [CvStorage],
})
export class CvUploadsModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /**
   * Fastify learns to read multipart bodies here, after Nest's own JSON and
   * form parsers. Only the CV upload reads one (read-cv-upload.ts, with its
   * own limits); every other route's @RefuseCrossSite() refuses it (415).
   */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    void fastify.register(fastifyMultipart);
  }
}
