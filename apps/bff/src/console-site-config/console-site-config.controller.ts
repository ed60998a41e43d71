import {
  type FooterBlockFormOutput,
  locales,
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
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { z } from 'zod';
import { NoStore } from '../common/cache-control';
import { LocalizedQueryPipe, type Localized } from '../common/localized-query.pipe';
import { RefuseCrossSite } from '../common/refuse-cross-site.guard';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { Audited } from '../operators/audited.decorator';
import { CurrentOperator, OperatorOnly } from '../operators/operator-only.decorator';
import type { OperatorPrincipal } from '../operators/operator-sessions';
import { SiteConfigEditorService, type SaveOutcome } from './site-config-editor.service';
import { SiteConfigChanges } from './site-config-changes';
import { SiteConfigPreviewService } from './site-config-preview.service';

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
  @ApiQuery({ name: 'locale', enum: locales, required: false })
  @ApiOkResponse({ description: 'GET /api/site-config as it will be once the drafts are published' })
  previewSite(
    @Query(LocalizedQueryPipe(ZSiteConfigQuerySchema)) query: Localized<TSiteConfigQuery>,
  ): Promise<SiteConfigDto> {
    return this.preview.frame(query.locale);
  }

  @Get('preview/pages/:path')
  @NoStore()
  @ApiQuery({ name: 'locale', enum: locales, required: false })
  @ApiOkResponse({ description: 'GET /api/pages/{path} as it will be once the drafts are published' })
  @ApiNotFoundResponse({ description: '{ code: "PAGE_NOT_FOUND" }' })
  previewPage(
    @Param('path', new ZodValidationPipe(ZPagePathSchema)) path: string,
    @Query(LocalizedQueryPipe(ZSiteConfigQuerySchema)) query: Localized<TSiteConfigQuery>,
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
    @Body(new ZodValidationPipe(ZSiteSettingsFormSchema)) form: SiteSettingsFormOutput,
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
    @Body(new ZodValidationPipe(ZVisitHoursFormSchema)) form: z.output<typeof ZVisitHoursFormSchema>,
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
    @Param('id', new ZodValidationPipe(ZIdSchema)) id: number,
    @Body(new ZodValidationPipe(ZMenuPageFormSchema)) form: MenuPageFormOutput,
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
    @Param('id', new ZodValidationPipe(ZIdSchema)) id: number,
    @Body(new ZodValidationPipe(ZTopBarItemFormSchema)) form: TopBarItemFormOutput,
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
    @Param('id', new ZodValidationPipe(ZIdSchema)) id: number,
    @Body(new ZodValidationPipe(ZFooterBlockFormSchema)) form: FooterBlockFormOutput,
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
  undo(
    @Param('id', new ZodValidationPipe(ZIdSchema)) id: number,
    @CurrentOperator() operator: OperatorPrincipal,
  ): Promise<SaveOutcome> {
    return this.editor.undo(String(id), operator.id);
  }
}
