import { type Locale, type PageConfigDto, type SiteConfigDto, STATUS_PUBLISHED } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MenuPageEntity, SiteConfigDraftEntity } from '@immo/db';
import { SiteConfigException, SiteConfigExceptionCode } from '../site-config/site-config.exception';
import { SiteConfigService } from '../site-config/site-config.service';

/**
 * What the public site would answer once the drafts are published: the same
 * DTOs as GET /api/site-config and /api/pages/{path}, assembled by the public
 * service with each waiting draft laid over its row. Operators only; never cached.
 */
@Injectable()
export class SiteConfigPreviewService {
  constructor(
    private readonly siteConfig: SiteConfigService,
    @InjectRepository(MenuPageEntity) private readonly pages: Repository<MenuPageEntity>,
    @InjectRepository(SiteConfigDraftEntity) private readonly drafts: Repository<SiteConfigDraftEntity>,
  ) {}

  async frame(locale: Locale): Promise<SiteConfigDto> {
    const [rows, drafts] = await Promise.all([this.siteConfig.frameRows(), this.drafts.find()]);
    const draftOf = draftLookup(drafts);
    return this.siteConfig.frame(
      {
        ...rows,
        settings: Object.assign(rows.settings, draftOf('settings', '1')),
        pages: rows.pages.map((page) => Object.assign(page, draftOf('menu-page', String(page.id)))),
        topBarItems: rows.topBarItems.map((item) => Object.assign(item, draftOf('top-bar-item', String(item.id)))),
        footerBlocks: rows.footerBlocks.map((block) => Object.assign(block, draftOf('footer-block', String(block.id)))),
      },
      locale,
    );
  }

  async page(path: string, locale: Locale): Promise<PageConfigDto> {
    const draftOf = draftLookup(await this.drafts.find());
    const pages = (await this.pages.find()).map((page) => Object.assign(page, draftOf('menu-page', String(page.id))));
    const page = pages.find((candidate) => candidate.path === path && candidate.status === STATUS_PUBLISHED);
    if (!page)
      throw new SiteConfigException(`No page at '${path}' in the preview.`, SiteConfigExceptionCode.pageNotFound);
    return this.siteConfig.pageContent(page, locale);
  }
}

function draftLookup(drafts: readonly SiteConfigDraftEntity[]) {
  return (entity: string, key: string): Record<string, unknown> =>
    drafts.find((draft) => draft.entity === entity && draft.entityKey === key)?.fields ?? {};
}
