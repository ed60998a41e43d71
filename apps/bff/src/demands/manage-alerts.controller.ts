import type { AlertDeleted, DemandFrequency, ManagedAlerts, TDemandCriteria } from '@immo/domain';
import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NoStore } from '../common/cache-control';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { responseSchema } from '../common/response-schema';
import { ValidBody, ValidParam } from '../common/zod-request';
import {
  ZAlertCriteriaBodySchema,
  ZAlertDeletedSchema,
  ZAlertFrequencyBodySchema,
  ZAlertIdSchema,
  ZAlertPauseBodySchema,
  ZManageAlertsTokenSchema,
  ZManagedAlertsSchema,
} from './dto/manage-alerts.dto';
import { ManageAlertsService } from './manage-alerts.service';

const ManagedAlertsResponse = responseSchema('ManagedAlertsResponse', ZManagedAlertsSchema);
const AlertDeletedResponse = responseSchema('AlertDeletedResponse', ZAlertDeletedSchema);
const NOT_FOUND =
  '{ code: "SUBSCRIPTION_NOT_FOUND" }: a link this site did not sign, its alert is gone, or the alert is not one of its address';

/**
 * The visitor's alerts page (no account): the signed link of an alert mail
 * reads every confirmed alert of its address; the page's forms change one.
 * Opening the link changes nothing (mail scanners open links); the changes
 * are POSTs from the site's own pages.
 */
@ApiTags('subscriptions')
@Controller('alerts/manage/:token')
export class ManageAlertsController {
  constructor(private readonly alerts: ManageAlertsService) {}

  @Get()
  @NoStore()
  @ApiOkResponse({ type: ManagedAlertsResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  read(@ValidParam('token', ZManageAlertsTokenSchema) token: string): Promise<ManagedAlerts> {
    return this.alerts.read(token);
  }

  @Post(':id/frequency')
  @RefuseCrossSite()
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ManagedAlertsResponse })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  frequency(
    @ValidParam('token', ZManageAlertsTokenSchema) token: string,
    @ValidParam('id', ZAlertIdSchema) id: string,
    @ValidBody('AlertFrequencyBody', ZAlertFrequencyBodySchema) body: { frequency: DemandFrequency },
  ): Promise<ManagedAlerts> {
    return this.alerts.setFrequency(token, id, body.frequency);
  }

  @Post(':id/criteria')
  @RefuseCrossSite()
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: ManagedAlertsResponse,
    description: "What the alert looks for from now on: the demand register's criteria, by its own rules",
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  criteria(
    @ValidParam('token', ZManageAlertsTokenSchema) token: string,
    @ValidParam('id', ZAlertIdSchema) id: string,
    @ValidBody('AlertCriteriaBody', ZAlertCriteriaBodySchema) body: TDemandCriteria,
  ): Promise<ManagedAlerts> {
    return this.alerts.setCriteria(token, id, body);
  }

  @Post(':id/pause')
  @RefuseCrossSite()
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ManagedAlertsResponse, description: 'Paused (no alert until resumed) or resumed' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  pause(
    @ValidParam('token', ZManageAlertsTokenSchema) token: string,
    @ValidParam('id', ZAlertIdSchema) id: string,
    @ValidBody('AlertPauseBody', ZAlertPauseBodySchema) body: { paused: boolean },
  ): Promise<ManagedAlerts> {
    return this.alerts.setPaused(token, id, body.paused);
  }

  @Post(':id/delete')
  @RefuseCrossSite()
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AlertDeletedResponse, description: 'Deleted; `token`: the link to keep using, null if none' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  remove(
    @ValidParam('token', ZManageAlertsTokenSchema) token: string,
    @ValidParam('id', ZAlertIdSchema) id: string,
  ): Promise<AlertDeleted> {
    return this.alerts.remove(token, id);
  }
}
