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
    const { where, params } = stateWhere(query.state);
    const [rows, total] = await Promise.all([
      this.dataSource.query(
        `SELECT id, email, first_name, last_name, phone, locale, state, goal, property_types, zones, budget_min, budget_max, bedrooms_min, frequency, created_at, confirmed_at
           FROM demands ${where} ORDER BY created_at DESC, id ${page(query.page)}`,
        params,
      ) as Promise<DemandRow[]>,
      this.count('demands', where, params),
    ]);
    const names = await presentationNames(
      this.dataSource.manager,
      rows.map((row) => ({ propertyTypes: row.property_types, zones: row.zones })),
    );
    return {
      page: query.page,
      pageSize: SUBSCRIBERS_PAGE_SIZE,
      total,
      names: { ...names, files: {} },
      items: rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: fullName(row.first_name, row.last_name),
        phone: row.phone,
        locale: row.locale,
        state: row.state,
        goal: row.goal,
        propertyTypes: row.property_types,
        zones: row.zones,
        budgetMin: row.budget_min === null ? null : Number(row.budget_min),
        budgetMax: row.budget_max === null ? null : Number(row.budget_max),
        bedroomsMin: row.bedrooms_min,
        frequency: row.frequency,
        createdAt: row.created_at.toISOString(),
        confirmedAt: iso(row.confirmed_at),
      })),
    };
  }

  async newsletter(query: SubscriberQuery): Promise<NewsletterPage> {
    const { where, params } = stateWhere(query.state);
    const [rows, total] = await Promise.all([
      this.dataSource.query(
        `SELECT id, email, first_name, last_name, locale, state, created_at, confirmed_at FROM newsletter_subscriptions ${where} ORDER BY created_at DESC, id ${page(query.page)}`,
        params,
      ) as Promise<
        {
          id: string;
          email: string;
          first_name: string | null;
          last_name: string | null;
          locale: string;
          state: 'confirmed' | 'unconfirmed';
          created_at: Date;
          confirmed_at: Date | null;
        }[]
      >,
      this.count('newsletter_subscriptions', where, params),
    ]);
    const items = rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: fullName(row.first_name, row.last_name),
      locale: row.locale,
      state: row.state,
      createdAt: row.created_at.toISOString(),
      confirmedAt: iso(row.confirmed_at),
    }));
    return { page: query.page, pageSize: SUBSCRIBERS_PAGE_SIZE, total, items };
  }

  async testimonials(query: TestimonialQuery): Promise<ConsoleTestimonialPage> {
    const params = [query.state];
    const [rows, total] = await Promise.all([
      this.dataSource.query(
        `SELECT id, first_name, last_name, email, city, rating, text, locale, state, created_at, published_at FROM testimonials WHERE state = $1 ORDER BY created_at DESC, id ${page(query.page)}`,
        params,
      ) as Promise<TestimonialRow[]>,
      this.count('testimonials', 'WHERE state = $1', params),
    ]);
    const items = rows.map((row) => ({
      id: row.id,
      name: fullName(row.first_name, row.last_name),
      email: row.email,
      city: row.city,
      rating: row.rating,
      text: row.text,
      locale: row.locale,
      state: row.state,
      createdAt: row.created_at.toISOString(),
      publishedAt: iso(row.published_at),
    }));
    return { page: query.page, pageSize: SUBSCRIBERS_PAGE_SIZE, total, items };
  }

  /** Shown on the agency page from now on (newest published first); the BFF's kept answers are dropped so /api/testimonials has it at once. */
  async publish(id: string): Promise<{ id: string; state: 'published' }> {
    await this.setState(
      id,
      `state = 'published', published_at = CASE WHEN state = 'published' THEN published_at ELSE now() END`,
    );
    return { id, state: 'published' };
  }

  /** Kept out of the agency page (taken off it when it was published). */
  async reject(id: string): Promise<{ id: string; state: 'rejected' }> {
    await this.setState(id, `state = 'rejected', published_at = NULL`);
    return { id, state: 'rejected' };
  }

  private async setState(id: string, assignments: string): Promise<void> {
    const updated = (await this.dataSource.query(`UPDATE testimonials SET ${assignments} WHERE id = $1 RETURNING id`, [
      id,
    ])) as [unknown[], number];
    if (updated[1] === 0) throw ConsoleRequestsException.notFound('testimonial');
    // This BFF's kept answers; another BFF's /api/testimonials follows within its max-age (60 s).
    this.responseCache.clear();
  }

  private async count(table: string, where: string, params: unknown[]): Promise<number> {
    const rows = (await this.dataSource.query(`SELECT count(*)::int AS total FROM ${table} ${where}`, params)) as {
      total: number;
    }[];
    return rows[0]?.total ?? 0;
  }
}

function stateWhere(state: SubscriberQuery['state']): { where: string; params: unknown[] } {
  return state === undefined ? { where: '', params: [] } : { where: 'WHERE state = $1', params: [state] };
}

function page(number: number): string {
  return `LIMIT ${SUBSCRIBERS_PAGE_SIZE} OFFSET ${(number - 1) * SUBSCRIBERS_PAGE_SIZE}`;
}

interface DemandRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  locale: string;
  state: 'confirmed' | 'unconfirmed';
  goal: string;
  property_types: number[];
  zones: string[];
  budget_min: string | null;
  budget_max: string | null;
  bedrooms_min: number | null;
  frequency: string;
  created_at: Date;
  confirmed_at: Date | null;
}

interface TestimonialRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  city: string | null;
  rating: number | null;
  text: string;
  locale: string;
  state: 'pending' | 'published' | 'rejected';
  created_at: Date;
  published_at: Date | null;
}
