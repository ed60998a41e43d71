import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TestimonialEntity } from '@immo/db';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';

/** Published testimonials for the agency page; submissions arrive through the forms (leads/handlers/testimonial.handler.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([TestimonialEntity])],
  controllers: [TestimonialsController],
  providers: [TestimonialsService],
})
export class TestimonialsModule {}
