import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module';
import { VisitBookingsController } from './visit-bookings.controller';
import { VisitBookingsService } from './visit-bookings.service';

/**
 * Online visit booking: the free slots, the booking (through the leads
 * pipeline: VisitBookingHandler, listed in leads/handlers/lead-handlers.ts),
 * and the visitor's link to cancel or move it.
 */
@Module({
  imports: [LeadsModule],
  controllers: [VisitBookingsController],
  providers: [VisitBookingsService],
})
export class VisitBookingsModule {}
