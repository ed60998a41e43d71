import { type Locale, type PageConfigDto, type SiteConfigDto, STATUS_PUBLISHED } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service';
import { ArticleEntity } from '../site-config/article.entity';
import { FooterBlockEntity } from '../site-config/footer-block.entity';
import { MenuPageEntity } from '../site-config/menu-page.entity';
import { PageModuleEntity } from '../site-config/page-module.entity';
import { SiteConfigException, SiteConfigExceptionCode } from '../site-config/site-config.exception';
import { toPageConfigDto, toSiteConfigDto } from '../site-config/site-config.mapper';
import { SiteSettingsEntity } from '../site-config/site-settings.entity';
import { TopBarItemEntity } from '../site-config/top-bar-item.entity';
import { SiteConfigDraftEntity } from './site-config-draft.entity';

/**
 * What the public site would answer once the drafts are published: the same
 * DTOs as GET /api/site-config and /api/pages/{path}, with each waiting
 * draft laid over its row. Operators only; never cached.
 */
@Injectable()
export class SiteConfigPreviewService {
  constructor(
    @InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>,
    @InjectRepository(MenuPageEntity) private readonly pages: Repository<MenuPageEntity>,
    @InjectRepository(PageModuleEntity) private readonly modules: Repository<PageModuleEntity>,
    @InjectRepository(ArticleEntity) private readonly articles: Repository<ArticleEntity>,
    @InjectRepository(TopBarItemEntity) private readonly topBarItems: Repository<TopBarItemEntity>,
    @InjectRepository(FooterBlockEntity) private readonly footerBlocks: Repository<FooterBlockEntity>,
    @InjectRepository(SiteConfigDraftEntity) private readonly drafts: Repository<SiteConfigDraftEntity>,
    private readonly catalogue: CatalogueService,
  ) {}

  async siteConfig(locale: Locale): Promise<SiteConfigDto> {
    const [settings, pages, topBarItems, footerBlocks, counts, drafts] = await Promise.all([
      this.settings.findOneByOrFail({ id: 1 }),
      this.pages.find(),
      this.topBarItems.find(),
      this.footerBlocks.find(),
      this.catalogue.counts(),
      this.drafts.find(),
    ]);
    const draftOf = draftLookup(drafts);
    return toSiteConfigDto(
      {
        settings: Object.assign(settings, draftOf('settings', '1')),
        pages: pages.map((page) => Object.assign(page, draftOf('menu-page', String(page.id)))),
        topBarItems: topBarItems.map((item) => Object.assign(item, draftOf('top-bar-item', String(item.id)))),
        footerBlocks: footerBlocks.map((block) => Object.assign(block, draftOf('footer-block', String(block.id)))),
        counts,
      },
      locale,
      new Date().getFullYear(),
    );
  }

  async page(path: string, locale: Locale): Promise<PageConfigDto> {
    const draftOf = draftLookup(await this.drafts.find());
    const pages = (await this.pages.find()).map((page) => Object.assign(page, draftOf('menu-page', String(page.id))));
    const page = pages.find((candidate) => candidate.path === path && candidate.status === STATUS_PUBLISHED);
    if (!page) throw new SiteConfigException(`No page at '${path}' in the preview.`, SiteConfigExceptionCode.pageNotFound);
    const modules = await this.modules.findBy({ menuPageId: page.id });
    const articleIds = modules.flatMap((module) => (module.articleId === null ? [] : [module.articleId]));
    const articles = articleIds.length > 0 ? await this.articles.findBy({ id: In(articleIds) }) : [];
    return toPageConfigDto(page, modules, new Map(articles.map((article) => [article.id, article])), locale);
  }
}

function draftLookup(drafts: readonly SiteConfigDraftEntity[]) {
  return (entity: string, key: string): Record<string, unknown> => drafts.find((draft) => draft.entity === entity && draft.entityKey === key)?.fields ?? {};
}
