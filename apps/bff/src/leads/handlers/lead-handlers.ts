// Every kind-specific handler class, one line each; a kind not handled here
// gets DefaultLeadHandler. Each helper adding a form adds its class below.
import type { Type } from '@nestjs/common';
import { ContactConstructionHandler } from './contact-construction.handler';
import { ContactMeHandler } from './contact-me.handler';
import { DemandRegisterHandler } from './demand-register.handler';
import { DocumentRequestHandler } from './document-request.handler';
import type { LeadHandler } from './lead-handler';
import { SignNewsletterHandler } from './sign-newsletter.handler';
import { TestimonialHandler } from './testimonial.handler';
import { OfferHandler } from './offer.handler';
import { RentApplicationHandler } from './rent-application.handler';
import { SendToFriendHandler } from './send-to-friend.handler';
import { VisitBookingHandler } from '../../visit-bookings/visit-booking.handler';

export const leadHandlerClasses: Type<LeadHandler>[] = [
  DemandRegisterHandler,
  SignNewsletterHandler,
  TestimonialHandler,
  ContactMeHandler,
  DocumentRequestHandler,
  SendToFriendHandler,
  OfferHandler,
  RentApplicationHandler,
  ContactConstructionHandler,
  VisitBookingHandler,
];
