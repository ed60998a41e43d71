import { type TestimonialDto, ZTestimonialDtoSchema } from '@immo/domain';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicCache } from '../common/cache-control';
import { responseSchema } from '../common/response-schema';
import { TestimonialsService } from './testimonials.service';

// The OpenAPI schema of the answer, from the domain's zod schema: the shape is declared once.
const TestimonialResponse = responseSchema('TestimonialResponse', ZTestimonialDtoSchema);

@ApiTags('testimonials')
@Controller('testimonials')
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  /** The published testimonials, newest first (submitting one is the form kind 'testimonial'). */
  @Get()
  @PublicCache()
  @ApiOkResponse({ type: [TestimonialResponse] })
  published(): Promise<TestimonialDto[]> {
    return this.testimonials.published();
  }
}
