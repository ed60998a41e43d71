import { type Locale, type PageConfigDto, type SiteConfigDto, STATUS_PUBLISHED } from '@immo/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service';
import {
  ArticleEntity,
  FooterBlockEntity,
  MenuPageEntity,
  PageModuleEntity,
  SiteSettingsEntity,
  TopBarItemEntity,
} from '@immo/db';
import { SiteConfigException, SiteConfigExceptionCode } from './site-config.exception';
import { type SiteConfigRows, toPageConfigDto, toSiteConfigDto } from './site-config.mapper';

@Injectable()
export class SiteConfigService {
  constructor(
    @InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>,
    @InjectRepository(MenuPageEntity) private readonly pages: Repository<MenuPageEntity>,
    @InjectRepository(PageModuleEntity) private readonly modules: Repository<PageModuleEntity>,
    @InjectRepository(ArticleEntity) private readonly articles: Repository<ArticleEntity>,
    @InjectRepository(TopBarItemEntity) private readonly topBarItems: Repository<TopBarItemEntity>,
    @InjectRepository(FooterBlockEntity) private readonly footerBlocks: Repository<FooterBlockEntity>,
    private readonly catalogue: CatalogueService,
  ) {}

  async siteConfig(locale: Locale): Promise<SiteConfigDto> {
    return this.frame(await this.frameRows(), locale);
  }

  /** The frame's rows as stored: the console's preview lays its drafts over them before `frame`. */
  async frameRows(): Promise<SiteConfigRows> {
    const [settings, pages, topBarItems, footerBlocks, counts] = await Promise.all([
      this.settings.findOneByOrFail({ id: 1 }),
      this.pages.find(),
      this.topBarItems.find(),
      this.footerBlocks.find(),
      this.catalogue.counts(),
    ]);
    return { settings, pages, topBarItems, footerBlocks, counts };
  }

  frame(rows: SiteConfigRows, locale: Locale): SiteConfigDto {
    return toSiteConfigDto(rows, locale, new Date().getFullYear());
  }

  async page(path: string, locale: Locale): Promise<PageConfigDto> {
    const page = await this.pages.findOneBy({ path, status: STATUS_PUBLISHED });
    if (!page) throw new SiteConfigException(`No published page at '${path}'.`, SiteConfigExceptionCode.pageNotFound);
    return this.pageContent(page, locale);
  }

  /** A page's SEO texts with its modules and their articles (the preview passes a page with its draft laid over). */
  async pageContent(page: MenuPageEntity, locale: Locale): Promise<PageConfigDto> {
    const modules = await this.modules.findBy({ menuPageId: page.id });
    const articleIds = modules.flatMap((module) => (module.articleId === null ? [] : [module.articleId]));
    const articles = articleIds.length > 0 ? await this.articles.findBy({ id: In(articleIds) }) : [];
    return toPageConfigDto(page, modules, new Map(articles.map((article) => [article.id, article])), locale);
  }
}
