import {
  isLocale,
  type Locale,
  type OwnerMeDto,
  type OwnerPropertyDetailDto,
  type OwnerPropertyListDto,
  type OwnerTodayListDto,
  type OwnerTodayViewsDto,
  statisticsDayOf,
  type TOwnerPreferences,
  ZOwnerPreferencesSchema,
  ZPropertyIdSchema,
} from '@immo/domain';
import { Controller, Get, HttpCode, HttpStatus, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { CurrentOwner, OwnerOnly } from '../owner-auth/owner-auth.guard';
import { OwnerPortalService } from './owner-portal.service';
import { ValidBody, ValidParam } from '../common/zod-request';

/** The language of the page asking: an owner reading the portal in German sees German titles, whatever the CRM's language for them. */
function pageLocale(value: unknown): Locale | undefined {
  return typeof value === 'string' && isLocale(value) ? value : undefined;
}

/** The owner portal's data: everything scoped by the session's owner, never by an id the client names as its own. */
@ApiTags('owner portal')
@OwnerOnly()
@Controller('owner')
export class OwnerPortalController {
  constructor(private readonly portal: OwnerPortalService) {}

  @Get('me')
  @ApiOkResponse({ description: 'OwnerMeDto (ZOwnerMeSchema)' })
  me(@CurrentOwner() owner: { ownerId: number }): Promise<OwnerMeDto> {
    return this.portal.me(owner.ownerId);
  }

  @Put('preferences')
  @RefuseCrossSite()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Saved' })
  @ApiBadRequestResponse({ description: '{ code: "INVALID_REQUEST" }' })
  setPreferences(
    @CurrentOwner() owner: { ownerId: number },
    @ValidBody('OwnerPreferencesBody', ZOwnerPreferencesSchema) body: TOwnerPreferences,
  ): Promise<void> {
    return this.portal.setPreferences(owner.ownerId, body);
  }

  @Get('properties')
  @ApiOkResponse({ description: 'OwnerPropertyListDto (ZOwnerPropertyListSchema): views on Brussels days, today live' })
  @ApiQuery({
    name: 'locale',
    required: false,
    description: "The page's language (titles, public links); the owner's own when absent or unknown",
  })
  properties(
    @CurrentOwner() owner: { ownerId: number },
    @Query('locale') locale?: unknown,
  ): Promise<OwnerPropertyListDto> {
    return this.portal.propertyList(owner.ownerId, statisticsDayOf(new Date()), pageLocale(locale));
  }

  @Get('properties/:id')
  @ApiOkResponse({ description: 'OwnerPropertyDetailDto (ZOwnerPropertyDetailSchema)' })
  @ApiQuery({
    name: 'locale',
    required: false,
    description: "The page's language (title, public link); the owner's own when absent or unknown",
  })
  @ApiNotFoundResponse({ description: '{ code: "PROPERTY_NOT_FOUND" }: unknown, or not one of this owner\'s' })
  property(
    @CurrentOwner() owner: { ownerId: number },
    @ValidParam('id', ZPropertyIdSchema) id: number,
    @Query('locale') locale?: unknown,
  ): Promise<OwnerPropertyDetailDto> {
    return this.portal.propertyDetail(owner.ownerId, id, statisticsDayOf(new Date()), pageLocale(locale));
  }

  @Get('today')
  @ApiOkResponse({
    description:
      "OwnerTodayListDto (ZOwnerTodayListSchema): today's views so far of each of the owner's properties, counted live",
  })
  todayList(@CurrentOwner() owner: { ownerId: number }): Promise<OwnerTodayListDto> {
    return this.portal.todayList(owner.ownerId, statisticsDayOf(new Date()));
  }

  @Get('properties/:id/today')
  @ApiOkResponse({ description: "OwnerTodayViewsDto: today's views so far" })
  @ApiNotFoundResponse({ description: '{ code: "PROPERTY_NOT_FOUND" }' })
  today(
    @CurrentOwner() owner: { ownerId: number },
    @ValidParam('id', ZPropertyIdSchema) id: number,
  ): Promise<OwnerTodayViewsDto> {
    return this.portal.todayViews(owner.ownerId, id, statisticsDayOf(new Date()));
  }
}
