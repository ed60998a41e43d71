import { PropertyEntity } from './tables/properties/property.entity';
import { SyncRunEntity } from './tables/sync-runs/sync-run.entity';
import { PropertyDailyViewEntity } from './tables/statistics/property-daily-view.entity';
import { PropertyViewEntity } from './tables/statistics/property-view.entity';
import { ViewBeaconBudgetEntity } from './tables/statistics/view-beacon-budget.entity';
import { ViewSaltEntity } from './tables/statistics/view-salt.entity';
import { WebVitalsBucketEntity } from './tables/web-vitals/web-vitals-bucket.entity';
import { WebVitalsDayEntity } from './tables/web-vitals/web-vitals-day.entity';
import { PropertyPriceChangeEntity } from './tables/price-changes/property-price-change.entity';
import { CityEntity } from './tables/catalogue/city.entity';
import { PropertyTypeEntity } from './tables/catalogue/property-type.entity';
import { OwnerCommunicationEntity } from './tables/owners/owner-communication.entity';
import { OwnerOnlineMediaEntity } from './tables/owners/owner-online-media.entity';
import { OwnerPropertyEntity } from './tables/owners/owner-property.entity';
import { OwnerVisitEntity } from './tables/owners/owner-visit.entity';
import { OwnerEntity } from './tables/owners/owner.entity';
import { ProjectEntity } from './tables/projects/project.entity';
import { CaptchaSpentEntity } from './tables/captcha/captcha-spent.entity';
import { VisitBookingEntity } from './tables/visit-bookings/visit-booking.entity';
import { siteConfigEntities } from './tables/site-config/site-config.entities';
import { LeadEntity } from './tables/leads/lead.entity';
import { MailOutboxEntity } from './tables/leads/mail-outbox.entity';
import { propertyFormEntities } from './tables/property-forms/property-form-entities';
import { subscriptionEntities } from './tables/demands/subscription-entities';
import { AlertMailListingEntity } from './tables/demands/alert-mail-listing.entity';
import { OwnerPreferenceEntity } from './tables/owner-portal/owner-preference.entity';
import { OwnerWeeklyReportEntity } from './tables/owner-portal/owner-weekly-report.entity';
import { ownerAuthEntities } from './tables/owner-auth/owner-auth-entities';
import { operatorEntities } from './tables/operators/operator-entities';
import { consoleSiteConfigEntities } from './tables/console-site-config/console-site-config.entities';

/** Every table the BFF owns; the migrations must match these exactly (see the schema test). */
export const entities = [
  PropertyEntity,
  SyncRunEntity,
  PropertyViewEntity,
  PropertyDailyViewEntity,
  ViewSaltEntity,
  ViewBeaconBudgetEntity,
  WebVitalsDayEntity,
  WebVitalsBucketEntity,
  PropertyTypeEntity,
  CityEntity,
  ProjectEntity,
  OwnerEntity,
  OwnerPropertyEntity,
  OwnerVisitEntity,
  OwnerCommunicationEntity,
  OwnerOnlineMediaEntity,
  ...siteConfigEntities,
  CaptchaSpentEntity,
  VisitBookingEntity,
  ...subscriptionEntities,
  LeadEntity,
  MailOutboxEntity,
  ...propertyFormEntities,
  OwnerPreferenceEntity,
  OwnerWeeklyReportEntity,
  AlertMailListingEntity,
  ...ownerAuthEntities,
  ...operatorEntities,
  ...consoleSiteConfigEntities,
  PropertyPriceChangeEntity,
];
