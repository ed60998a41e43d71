import { PropertyEntity } from '../properties/property.entity';
import { SyncRunEntity } from '../sync-runs/sync-run.entity';
import { PropertyDailyViewEntity } from '../statistics/property-daily-view.entity';
import { PropertyViewEntity } from '../statistics/property-view.entity';
import { ViewBeaconBudgetEntity } from '../statistics/view-beacon-budget.entity';
import { ViewSaltEntity } from '../statistics/view-salt.entity';
import { CityEntity } from '../catalogue/city.entity';
import { PropertyTypeEntity } from '../catalogue/property-type.entity';
import { OwnerCommunicationEntity } from '../owners/owner-communication.entity';
import { OwnerOnlineMediaEntity } from '../owners/owner-online-media.entity';
import { OwnerPropertyEntity } from '../owners/owner-property.entity';
import { OwnerVisitEntity } from '../owners/owner-visit.entity';
import { OwnerEntity } from '../owners/owner.entity';
import { ProjectEntity } from '../projects/project.entity';
import { CaptchaSpentEntity } from '../captcha/captcha-spent.entity';
import { VisitBookingEntity } from '../visit-bookings/visit-booking.entity';
import { siteConfigEntities } from '../site-config/site-config.entities';
import { LeadEntity } from '../leads/lead.entity';
import { MailOutboxEntity } from '../leads/mail-outbox.entity';
import { propertyFormEntities } from '../property-forms/property-form-entities';
import { subscriptionEntities } from '../demands/subscription-entities';
import { AlertMailListingEntity } from '../demands/alert-mail-listing.entity';
import { OwnerPreferenceEntity } from '../owner-portal/owner-preference.entity';
import { OwnerWeeklyReportEntity } from '../owner-portal/owner-weekly-report.entity';
import { ownerAuthEntities } from '../owner-auth/owner-auth-entities';
import { operatorEntities } from '../operators/operator-entities';

/** Every table the BFF owns; the migrations must match these exactly (see the schema test). */
export const entities = [PropertyEntity, SyncRunEntity, PropertyViewEntity, PropertyDailyViewEntity, ViewSaltEntity, ViewBeaconBudgetEntity, PropertyTypeEntity, CityEntity, ProjectEntity, OwnerEntity, OwnerPropertyEntity, OwnerVisitEntity, OwnerCommunicationEntity, OwnerOnlineMediaEntity, ...siteConfigEntities, CaptchaSpentEntity, VisitBookingEntity, ...subscriptionEntities, LeadEntity, MailOutboxEntity, ...propertyFormEntities, OwnerPreferenceEntity, OwnerWeeklyReportEntity, AlertMailListingEntity, ...ownerAuthEntities, ...operatorEntities];
