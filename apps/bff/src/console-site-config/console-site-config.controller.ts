import {
  type FooterBlockFormOutput,
  type MenuPageFormOutput,
  type PageConfigDto,
  type SaveIntent,
  type SiteConfigChange,
  type SiteConfigDto,
  type SiteConfigEditor,
  type SiteSettingsFormOutput,
  type TopBarItemFormOutput,
  type TSiteConfigQuery,
  ZFooterBlockFormSchema,
  ZMenuPageFormSchema,
  ZPagePathSchema,
  ZSaveIntentSchema,
  ZSiteConfigQuerySchema,
  ZSiteSettingsFormSchema,
  ZTopBarItemFormSchema,
  ZVisitHoursFormSchema,
} from '@immo/domain';
import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { z } from 'zod';
import { NoStore } from '../common/cache-control';
import { type Localized } from '../common/localized-query.pipe';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { Audited } from '../operators/audited.decorator';
import { CurrentOperator, OperatorOnly } from '../operators/operator-only.decorator';
import type { OperatorPrincipal } from '../operators/operator-sessions';
import { SiteConfigEditorService, type SaveOutcome } from './site-config-editor.service';
import { SiteConfigChanges } from './site-config-changes';
import { SiteConfigPreviewService } from './site-config-preview.service';
import { LocalizedQuery, ValidBody, ValidParam } from '../common/zod-request';

const ZIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
const SAVED =
  '{ status: "draft" | "published" | "unchanged", changeId }: a draft waits for publishing; published is live and logged (changeId)';
const INVALID =
  '{ code: "INVALID_REQUEST", issues: [{ path, message }] }: field errors (validation keys), nothing written';

@ApiTags('console')
@OperatorOnly()
// Below @OperatorOnly(): a forged request is refused before its session is looked up.
@RefuseCrossSite()
@Controller('console/site-config')
export class ConsoleSiteConfigController {
  constructor(
    private readonly editor: SiteConfigEditorService,
    private readonly changes: SiteConfigChanges,
    private readonly preview: SiteConfigPreviewService,
  ) {}

  @Get()
  @NoStore()
  @ApiOkResponse({
    description:
      "The forms' values (a waiting draft over the live row) for the settings, the visit hours and every menu page, and the number of drafts",
  })
  state(): Promise<SiteConfigEditor> {
    return this.editor.editor();
  }

  @Get('changes')
  @NoStore()
  @ApiOkResponse({
    description:
      '{ items }: the latest 100 changes, newest first: who, when, the fields before and after, and the change an undo undid',
  })
  async latest(): Promise<{ items: SiteConfigChange[] }> {
    return { items: await this.changes.latest() };
  }

  @Get('preview')
  @NoStore()
  @ApiOkResponse({ description: 'GET /api/site-config as it will be once the drafts are published' })
  previewSite(@LocalizedQuery(ZSiteConfigQuerySchema) query: Localized<TSiteConfigQuery>): Promise<SiteConfigDto> {
    return this.preview.frame(query.locale);
  }

  @Get('preview/pages/:path')
  @NoStore()
  @ApiOkResponse({ description: 'GET /api/pages/{path} as it will be once the drafts are published' })
  @ApiNotFoundResponse({ description: '{ code: "PAGE_NOT_FOUND" }' })
  previewPage(
    @ValidParam('path', ZPagePathSchema) path: string,
    @LocalizedQuery(ZSiteConfigQuerySchema) query: Localized<TSiteConfigQuery>,
  ): Promise<PageConfigDto> {
    return this.preview.page(path, query.locale);
  }

  @Post('settings')
  @Audited('site-config.settings')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: SAVED })
  @ApiBadRequestResponse({ description: INVALID })
  saveSettings(
    @ValidBody('SiteSettingsFormBody', ZSiteSettingsFormSchema) form: SiteSettingsFormOutput,
    @Body('intent', new ZodValidationPipe(ZSaveIntentSchema)) intent: SaveIntent,
    @CurrentOperator() operator: OperatorPrincipal,
  ): Promise<SaveOutcome> {
    return this.editor.saveSettings(form, intent, operator.id);
  }

  @Post('visit-hours')
  @Audited('site-config.visit-hours')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: SAVED })
  @ApiBadRequestResponse({ description: INVALID })
  saveVisitHours(
    @ValidBody('VisitHoursFormBody', ZVisitHoursFormSchema) form: z.output<typeof ZVisitHoursFormSchema>,
    @Body('intent', new ZodValidationPipe(ZSaveIntentSchema)) intent: SaveIntent,
    @CurrentOperator() operator: OperatorPrincipal,
  ): Promise<SaveOutcome> {
    return this.editor.saveVisitHours(form.visitHours, intent, operator.id);
  }

  @Post('pages/:id')
  @Audited('site-config.page')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: SAVED })
  @ApiBadRequestResponse({
    description: `${INVALID}; also a path another page has (slugTaken) or a parent under the page itself (parentLoop)`,
  })
  @ApiNotFoundResponse({ description: '{ code: "SITE_CONFIG_NOT_FOUND" }' })
  savePage(
    @ValidParam('id', ZIdSchema) id: number,
    @ValidBody('MenuPageFormBody', ZMenuPageFormSchema) form: MenuPageFormOutput,
    @Body('intent', new ZodValidationPipe(ZSaveIntentSchema)) intent: SaveIntent,
    @CurrentOperator() operator: OperatorPrincipal,
  ): Promise<SaveOutcome> {
    return this.editor.savePage(id, form, intent, operator.id);
  }

  @Post('top-bar-items/:id')
  @Audited('site-config.top-bar-item')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: SAVED })
  @ApiBadRequestResponse({ description: INVALID })
  @ApiNotFoundResponse({ description: '{ code: "SITE_CONFIG_NOT_FOUND" }' })
  saveTopBarItem(
    @ValidParam('id', ZIdSchema) id: number,
    @ValidBody('TopBarItemFormBody', ZTopBarItemFormSchema) form: TopBarItemFormOutput,
    @Body('intent', new ZodValidationPipe(ZSaveIntentSchema)) intent: SaveIntent,
    @CurrentOperator() operator: OperatorPrincipal,
  ): Promise<SaveOutcome> {
    return this.editor.saveTopBarItem(id, form, intent, operator.id);
  }

  @Post('footer-blocks/:id')
  @Audited('site-config.footer-block')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: SAVED })
  @ApiBadRequestResponse({ description: INVALID })
  @ApiNotFoundResponse({ description: '{ code: "SITE_CONFIG_NOT_FOUND" }' })
  saveFooterBlock(
    @ValidParam('id', ZIdSchema) id: number,
    @ValidBody('FooterBlockFormBody', ZFooterBlockFormSchema) form: FooterBlockFormOutput,
    @Body('intent', new ZodValidationPipe(ZSaveIntentSchema)) intent: SaveIntent,
    @CurrentOperator() operator: OperatorPrincipal,
  ): Promise<SaveOutcome> {
    return this.editor.saveFooterBlock(id, form, intent, operator.id);
  }

  @Post('publish')
  @Audited('site-config.publish')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: '{ published }: every draft put live, each a logged change; the cached public answers dropped',
  })
  publish(@CurrentOperator() operator: OperatorPrincipal): Promise<{ published: number }> {
    return this.editor.publishAll(operator.id);
  }

  @Post('drafts/discard')
  @Audited('site-config.discard')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: '{ discarded }: every draft dropped; nothing live changes' })
  discard(): Promise<{ discarded: number }> {
    return this.editor.discardAll();
  }

  @Post('changes/:id/undo')
  @Audited('site-config.undo')
  @NoStore()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: "{ status: 'published', changeId }: the change's former values put back as a new, logged change",
  })
  @ApiNotFoundResponse({ description: '{ code: "SITE_CONFIG_NOT_FOUND" }' })
  @ApiConflictResponse({
    description:
      '{ code: "SITE_CONFIG_CHANGED_SINCE", fields } (a field was changed again since: undo that first) or { code: "SITE_CONFIG_ALREADY_UNDONE" }',
  })
  undo(@ValidParam('id', ZIdSchema) id: number, @CurrentOperator() operator: OperatorPrincipal): Promise<SaveOutcome> {
    return this.editor.undo(String(id), operator.id);
  }
}
