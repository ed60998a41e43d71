import type { VisitBookingEntity } from '../visit-bookings/visit-booking.entity';
import type { OwnerVisitEntity, OwnerVisitStatus } from './owner-visit.entity';

/**
 * A row of the view `owner_calendar_visits` (migration VisitBookings1764420000000):
 * the CRM's visits of an owner's properties and the visits booked on the site,
 * as the owner's calendar lists them. A view has no entity, so its columns are
 * written here once, in the types of the tables it reads.
 */
export interface OwnerCalendarVisitView {
  source: 'crm' | 'site';
  /** The CRM's id, or the booking's uuid, as text. */
  id: string;
  owner_id: OwnerVisitEntity['ownerId'];
  property_id: number;
  starts_at: Date;
  ends_at: VisitBookingEntity['slotEnd'] | null;
  /** A site booking shows 'planned' or 'cancelled'. */
  status: OwnerVisitStatus;
  remark: OwnerVisitEntity['remark'];
}
