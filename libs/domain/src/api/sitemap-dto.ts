import { z } from 'zod';
import { ZSitemapEntryDtoSchema } from './project-dto';

/**
 * Property URLs per child sitemap, and so properties per page of GET
 * /api/sitemap/properties/{file}: far below the protocol's 50,000 URLs, and
 * small enough (about 350 bytes of JSON an entry, 1.4 MB a page) that every
 * BFF answer stays under Next's 2 MB data-cache item limit at any catalogue size.
 */
export const SITEMAP_PROPERTIES_PER_FILE = 4_000;

/** GET /api/sitemap/index: what the sitemap index names, without a single URL. */
export const ZSitemapIndexDtoSchema = z.object({
  propertyFiles: z
    .array(
      z.object({
        lastModified: z.string().nullable().meta({ description: "The latest CRM change among the file's properties" }),
      }),
    )
    .meta({ description: `One per ${SITEMAP_PROPERTIES_PER_FILE} live properties, by id, in order` }),
  projectsLastModified: z
    .string()
    .nullable()
    .meta({ description: 'The latest CRM change among the live projects (pages.xml)' }),
});
export type SitemapIndexDto = z.infer<typeof ZSitemapIndexDtoSchema>;

/** GET /api/sitemap/properties/{file}: one file's live properties, by id. */
export const ZSitemapPropertiesDtoSchema = z.object({ properties: z.array(ZSitemapEntryDtoSchema) });
export type SitemapPropertiesDto = z.infer<typeof ZSitemapPropertiesDtoSchema>;

/** GET /api/sitemap/projects: every live project. */
export const ZSitemapProjectsDtoSchema = z.object({ projects: z.array(ZSitemapEntryDtoSchema) });
export type SitemapProjectsDto = z.infer<typeof ZSitemapProjectsDtoSchema>;
