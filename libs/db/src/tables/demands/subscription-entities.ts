import { NewsletterSubscriptionEntity } from '../newsletter/newsletter-subscription.entity';
import { TestimonialEntity } from '../testimonials/testimonial.entity';
import { DemandAlertItemEntity } from './demand-alert-item.entity';
import { DemandListingStateEntity } from './demand-listing-state.entity';
import { DemandEntity } from './demand.entity';

/** The tables of issue 13's subscriptions (migration Subscriptions1764430000000), listed once for entities.ts. */
export const subscriptionEntities = [
  DemandEntity,
  DemandAlertItemEntity,
  DemandListingStateEntity,
  NewsletterSubscriptionEntity,
  TestimonialEntity,
];
