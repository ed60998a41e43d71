import { ArticleEntity } from './article.entity';
import { FooterBlockEntity } from './footer-block.entity';
import { MenuPageEntity } from './menu-page.entity';
import { PageModuleEntity } from './page-module.entity';
import { SiteSettingsEntity } from './site-settings.entity';
import { TopBarItemEntity } from './top-bar-item.entity';

/** The site configuration's tables, listed once for database/entities.ts and the module. */
export const siteConfigEntities = [
  MenuPageEntity,
  PageModuleEntity,
  ArticleEntity,
  TopBarItemEntity,
  FooterBlockEntity,
  SiteSettingsEntity,
];
