// The site configuration (menu, frame, search block, agency facts) as the
// BFF serves it from PostgreSQL, so an operator's change shows without a deploy.
import {
  ZPageConfigDtoSchema,
  ZSiteConfigDtoSchema,
  type Locale,
  type PageConfigDto,
  type SiteConfigDto,
} from '@immo/domain';
import { cache } from 'react';
import { CATALOGUE_TAG, getJson } from './bff';
import { nullWhenMissing } from './bff-contract';
import { isPreview, previewAnswer } from './console/site-preview';

/** Dropped with the catalogue by /internal/revalidate, and after 60 s like every BFF answer. */
export const SITE_CONFIG_TAG = 'site-config';

/** The frame and agency facts in one language; one call per render (React cache). */
export const getSiteConfig = cache(async (locale: Locale): Promise<SiteConfigDto> => {
  const preview = (await isPreview()) ? await previewAnswer(`?locale=${locale}`, ZSiteConfigDtoSchema) : undefined;
  return (
    preview ?? getJson(`/api/site-config?locale=${locale}`, ZSiteConfigDtoSchema, [SITE_CONFIG_TAG, CATALOGUE_TAG])
  );
});

/** A configured page by its original path ('home', 'for-sale', 'Notre-agence'); null when not published. */
export const getPageConfig = cache(async (path: string, locale: Locale): Promise<PageConfigDto | null> => {
  const preview = (await isPreview())
    ? await previewAnswer(`/pages/${encodeURIComponent(path)}?locale=${locale}`, ZPageConfigDtoSchema)
    : undefined;
  return preview !== undefined
    ? preview
    : nullWhenMissing(
        getJson(`/api/pages/${encodeURIComponent(path)}?locale=${locale}`, ZPageConfigDtoSchema, [
          SITE_CONFIG_TAG,
          CATALOGUE_TAG,
        ]),
      );
});
