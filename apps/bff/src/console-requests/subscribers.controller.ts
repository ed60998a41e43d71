import {
  type ConsoleTestimonialPage,
  type DemandPage,
  type NewsletterPage,
  type SubscriberQuery,
  type TestimonialQuery,
  ZSubscriberQuerySchema,
  ZTestimonialQuerySchema,
} from '@immo/domain';
import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NoStore } from '../common/cache-control';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { Audited } from '../operators/audited.decorator';
import { OperatorOnly } from '../operators/operator-only.decorator';
import { ZRequestIdSchema } from './dto/console-requests.params';
import { SubscribersService } from './subscribers.service';
import { ValidParam, ValidQuery } from '../common/zod-request';

@ApiTags('operations')
@OperatorOnly()
@RefuseCrossSite()
@Controller('requests')
export class SubscribersController {
  constructor(private readonly service: SubscribersService) {}

  @Get('demands')
  @NoStore()
  @ApiOkResponse({
    description:
      '{ page, pageSize, total, items }: demands (state confirmed or unconfirmed), newest first, with criteria and frequency',
  })
  demands(@ValidQuery(ZSubscriberQuerySchema) query: SubscriberQuery): Promise<DemandPage> {
    return this.service.demands(query);
  }

  @Get('newsletter')
  @NoStore()
  @ApiOkResponse({ description: '{ page, pageSize, total, items }: newsletter subscribers, newest first' })
  newsletter(@ValidQuery(ZSubscriberQuerySchema) query: SubscriberQuery): Promise<NewsletterPage> {
    return this.service.newsletter(query);
  }

  @Get('testimonials')
  @NoStore()
  @ApiOkResponse({
    description: '{ page, pageSize, total, items }: testimonials in one state (pending by default), newest first',
  })
  testimonials(@ValidQuery(ZTestimonialQuerySchema) query: TestimonialQuery): Promise<ConsoleTestimonialPage> {
    return this.service.testimonials(query);
  }

  @Post('testimonials/:id/publish')
  @Audited('testimonial.publish')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: '{ id, state }: shown on the agency page (GET /api/testimonials) from now on' })
  @ApiNotFoundResponse({ description: '{ code: "REQUEST_NOT_FOUND" }' })
  publish(@ValidParam('id', ZRequestIdSchema) id: string): Promise<{ id: string; state: 'published' }> {
    return this.service.publish(id);
  }

  @Post('testimonials/:id/reject')
  @Audited('testimonial.reject')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: '{ id, state }: never shown (taken off the agency page if it was published)' })
  @ApiNotFoundResponse({ description: '{ code: "REQUEST_NOT_FOUND" }' })
  reject(@ValidParam('id', ZRequestIdSchema) id: string): Promise<{ id: string; state: 'rejected' }> {
    return this.service.reject(id);
  }
}
