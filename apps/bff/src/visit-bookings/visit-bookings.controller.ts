import { type VisitBookedDto, type VisitSlotsDto, ZPropertyIdSchema, ZVisitMoveSchema } from '@immo/domain';
import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NoStore } from '../common/cache-control';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { MANAGE_TOKEN_PATTERN } from './visit-booking.store';
import { type VisitBookingManageDto, VisitBookingsService } from './visit-bookings.service';
import { ValidBody, ValidParam } from '../common/zod-request';

const ZManageTokenSchema = z.string().regex(MANAGE_TOKEN_PATTERN, 'required');

@ApiTags('visit-bookings')
@Controller()
export class VisitBookingsController {
  constructor(private readonly bookings: VisitBookingsService) {}

  /** Seats change with every booking: never cached. The times are instants; the web shows them in Brussels time. */
  @Get('properties/:id/visit-slots')
  @NoStore()
  @ApiOkResponse({
    description:
      '{ bookable, slots: [{ start, end, day, free }] }: the free slots from the visit hours, none on a sold, rented or withdrawn property',
  })
  @ApiNotFoundResponse({ description: '{ code: "PROPERTY_NOT_FOUND" }' })
  slots(@ValidParam('id', ZPropertyIdSchema) id: number): Promise<VisitSlotsDto> {
    return this.bookings.slots(id);
  }

  /** Body: the form envelope (locale, captcha, website, utm, page) and ZVisitBookingSchema's fields. */
  @Post('visit-bookings')
  @RefuseCrossSite()
  @NoStore()
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({ description: 'Booked and confirmed; the visitor and the agent get their mails with the .ics' })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST", issues } or { code: "CAPTCHA_INVALID" }' })
  @ApiConflictResponse({
    description:
      '{ code: "APPOINTMENTS_FULL", nextSlots }, { code: "VISIT_BOOKING_LIMIT" } (the open bookings of this address or network: VISIT_BOOKING_LIMITS) or { code: "VISIT_NOT_BOOKABLE" }',
  })
  @ApiTooManyRequestsResponse({ description: '{ code: "RATE_LIMITED" }' })
  @ApiServiceUnavailableResponse({ description: '{ code: "LEAD_NOT_STORED" }' })
  book(@Body() body: unknown, @Req() request: FastifyRequest): Promise<VisitBookedDto> {
    return this.bookings.book(body, { ip: request.ip });
  }

  /** What the visitor's link shows; changes nothing (mail scanners open links). */
  @Get('visit-bookings/manage/:token')
  @NoStore()
  @ApiOkResponse({ description: '{ booking: { status, start, end, propertyId, changeableUntil, changeable }, slots }' })
  @ApiNotFoundResponse({ description: '{ code: "VISIT_BOOKING_NOT_FOUND" }' })
  show(@ValidParam('token', ZManageTokenSchema) token: string): Promise<VisitBookingManageDto> {
    return this.bookings.show(token);
  }

  @Post('visit-bookings/manage/:token/cancel')
  @RefuseCrossSite()
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Cancelled (again: nothing changes); both get a cancellation with its .ics' })
  @ApiConflictResponse({ description: '{ code: "VISIT_CHANGE_CLOSED" }: past the cut-off' })
  cancel(@ValidParam('token', ZManageTokenSchema) token: string): Promise<VisitBookingManageDto> {
    return this.bookings.cancel(token);
  }

  @Post('visit-bookings/manage/:token/move')
  @RefuseCrossSite()
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Moved; both get the updated .ics (same UID, next SEQUENCE)' })
  @ApiConflictResponse({
    description:
      '{ code: "APPOINTMENTS_FULL", nextSlots }, { code: "VISIT_CHANGE_CLOSED" } or { code: "VISIT_NOT_BOOKABLE" }',
  })
  move(
    @ValidParam('token', ZManageTokenSchema) token: string,
    @ValidBody('VisitMoveBody', ZVisitMoveSchema) body: z.output<typeof ZVisitMoveSchema>,
  ): Promise<VisitBookingManageDto> {
    return this.bookings.move(token, body.slotStart);
  }
}
