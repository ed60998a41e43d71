import {
  type ConsoleTestimonialPage,
  type DemandPage,
  type NewsletterPage,
  SUBSCRIBERS_PAGE_SIZE,
  type SubscriberQuery,
  type TestimonialQuery,
} from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  type ConsolePage,
  demandsPage,
  subscriberCount,
  newsletterPage,
  setTestimonialState,
  testimonialCount,
  testimonialsPage,
} from '@immo/db';
import { ResponseCache } from '../response-cache/response-cache';
import { ConsoleRequestsException } from './console-requests.exception';
import { presentationNames } from '../leads/presentation-names';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const fullName = (first: string | null, last: string | null) =>
  [first, last].filter((part) => part && part.trim() !== '').join(' ');

/**
 * The console's read of demands and newsletter subscribers (newest first,
 * confirmed or not), and the testimonials an operator publishes or rejects.
 */
@Injectable()
export class SubscribersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly responseCache: ResponseCache,
  ) {}

  async demands(query: SubscriberQuery): Promise<DemandPage> {
    const [rows, total] = await Promise.all([
      demandsPage(this.dataSource, query.state, pageOf(query.page)),
      subscriberCount(this.dataSource, 'demands', query.state),
    ]);
    const names = await presentationNames(
      this.dataSource.manager,
      rows.map((row) => ({ propertyTypes: row.propertyTypes, zones: row.zones })),
    );
    return {
      page: query.page,
      pageSize: SUBSCRIBERS_PAGE_SIZE,
      total,
      names: { ...names, files: {} },
      items: rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: fullName(row.firstName, row.lastName),
        phone: row.phone,
        locale: row.locale,
        state: row.state,
        goal: row.goal,
        propertyTypes: row.propertyTypes,
        zones: row.zones,
        budgetMin: row.budgetMin,
        budgetMax: row.budgetMax,
        bedroomsMin: row.bedroomsMin,
        livingAreaMin: row.livingAreaMin,
        livingAreaMax: row.livingAreaMax,
        maxEnergy: row.maxEnergy,
        features: row.features,
        frequency: row.frequency,
        createdAt: row.createdAt.toISOString(),
        confirmedAt: iso(row.confirmedAt),
      })),
    };
  }

  async newsletter(query: SubscriberQuery): Promise<NewsletterPage> {
    const [rows, total] = await Promise.all([
      newsletterPage(this.dataSource, query.state, pageOf(query.page)),
      subscriberCount(this.dataSource, 'newsletter_subscriptions', query.state),
    ]);
    const items = rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: fullName(row.firstName, row.lastName),
      locale: row.locale,
      state: row.state,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: iso(row.confirmedAt),
    }));
    return { page: query.page, pageSize: SUBSCRIBERS_PAGE_SIZE, total, items };
  }

  async testimonials(query: TestimonialQuery): Promise<ConsoleTestimonialPage> {
    const [rows, total] = await Promise.all([
      testimonialsPage(this.dataSource, query.state, pageOf(query.page)),
      testimonialCount(this.dataSource, query.state),
    ]);
    const items = rows.map((row) => ({
      id: row.id,
      name: fullName(row.firstName, row.lastName),
      email: row.email,
      city: row.city,
      rating: row.rating,
      text: row.text,
      locale: row.locale,
      state: row.state,
      createdAt: row.createdAt.toISOString(),
      publishedAt: iso(row.publishedAt),
    }));
    return { page: query.page, pageSize: SUBSCRIBERS_PAGE_SIZE, total, items };
  }

  /** Shown on the agency page from now on (newest published first); the BFF's kept answers are dropped so /api/testimonials has it at once. */
  async publish(id: string): Promise<{ id: string; state: 'published' }> {
    await this.setState(id, 'published');
    return { id, state: 'published' };
  }

  /** Kept out of the agency page (taken off it when it was published). */
  async reject(id: string): Promise<{ id: string; state: 'rejected' }> {
    await this.setState(id, 'rejected');
    return { id, state: 'rejected' };
  }

  private async setState(id: string, state: 'published' | 'rejected'): Promise<void> {
    if (!(await setTestimonialState(this.dataSource, id, state)))
      throw ConsoleRequestsException.notFound('testimonial');
    // This BFF's kept answers; another BFF's /api/testimonials follows within its max-age (60 s).
    this.responseCache.clear();
  }
}

function pageOf(number: number): ConsolePage {
  return { limit: SUBSCRIBERS_PAGE_SIZE, offset: (number - 1) * SUBSCRIBERS_PAGE_SIZE };
}
