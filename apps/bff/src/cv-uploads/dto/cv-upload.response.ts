import type { CvUploadDto } from '@immo/domain';
import { ApiProperty } from '@nestjs/swagger';

export class CvUploadResponse implements CvUploadDto {
  @ApiProperty({ format: 'uuid', description: "The rent application's cvUploadId" })
  uploadId!: string;
  @ApiProperty({ description: 'The name the agency receives it under, its extension read from the content' })
  fileName!: string;
  @ApiProperty()
  size!: number;
}
