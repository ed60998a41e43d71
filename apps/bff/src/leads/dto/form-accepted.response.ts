import type { FormAcceptedDto } from '@immo/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FormAcceptedResponse implements FormAcceptedDto {
  @ApiProperty({ format: 'uuid', description: 'The stored lead' })
  leadId!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The thank-you page slug (/feedback/{slug}/); null for forms that answer in place' })
  thankYouSlug!: string | null;

  @ApiPropertyOptional({ enum: ['sent', 'already-requested', 'received'] })
  outcome?: 'sent' | 'already-requested' | 'received';
}
