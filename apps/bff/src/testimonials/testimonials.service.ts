import type { TestimonialDto } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TestimonialEntity } from '@immo/db';

/** At most this many on the agency page, newest first. */
export const PUBLISHED_TESTIMONIALS_SHOWN = 20;

/** The visitor's first name and last initial: enough to be genuine, not enough to find them. */
export function authorOf(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toLocaleUpperCase('fr');
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

@Injectable()
export class TestimonialsService {
  constructor(@InjectRepository(TestimonialEntity) private readonly testimonials: Repository<TestimonialEntity>) {}

  async published(): Promise<TestimonialDto[]> {
    const rows = await this.testimonials.find({
      where: { state: 'published' },
      order: { publishedAt: 'DESC' },
      take: PUBLISHED_TESTIMONIALS_SHOWN,
    });
    return rows.map((row) => ({
      id: row.id,
      author: authorOf(row.firstName, row.lastName),
      city: row.city,
      rating: row.rating,
      text: row.text,
      publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    }));
  }
}
