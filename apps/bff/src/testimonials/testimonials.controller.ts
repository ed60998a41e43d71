import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicCache } from '../common/cache-control';
import { TestimonialResponse } from './dto/testimonial.response';
import { TestimonialsService } from './testimonials.service';

@ApiTags('testimonials')
@Controller('testimonials')
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  /** The published testimonials, newest first (submitting one is the form kind 'testimonial'). */
  @Get()
  @PublicCache()
  @ApiOkResponse({ type: [TestimonialResponse] })
  published(): Promise<TestimonialResponse[]> {
    return this.testimonials.published();
  }
}
