import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** A published testimonial as the agency page shows it: first name and initial only, never the address. */
export class TestimonialResponse {
  @ApiProperty()
  id!: string;

  @ApiProperty({ example: 'Anne D.' })
  author!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  city!: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 5 })
  rating!: number | null;

  @ApiProperty()
  text!: string;

  @ApiProperty({ description: 'ISO instant' })
  publishedAt!: string;
}
