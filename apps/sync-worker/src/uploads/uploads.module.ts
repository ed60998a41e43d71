import { Module } from '@nestjs/common';
import { UploadSweeper } from './upload-sweeper';

/** Uploaded files (CVs) on the worker's side: swept once their lead is gone. */
@Module({
  providers: [UploadSweeper],
  exports: [UploadSweeper],
})
export class UploadsModule {}
