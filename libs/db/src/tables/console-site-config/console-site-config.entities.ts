import { SiteConfigChangeEntity } from './site-config-change.entity';
import { SiteConfigDraftEntity } from './site-config-draft.entity';

export const consoleSiteConfigEntities = [SiteConfigChangeEntity, SiteConfigDraftEntity];
