// Query schemas of the site configuration endpoints, shared by the BFF and the web.
import { z } from 'zod';
import { locales } from '../locale';

/** `/api/site-config` and `/api/pages/:path`: the language of the texts (DEFAULT_LOCALE when absent). */
export const ZSiteConfigQuerySchema = z.object({
  locale: z.enum(locales).optional(),
});
export type TSiteConfigQuery = z.infer<typeof ZSiteConfigQuerySchema>;

/** A menu page's original path: one segment of letters, digits and dashes ('home', 'Notre-agence'). */
export const ZPagePathSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/, 'Expected a page path such as for-sale')
  .meta({ description: "A menu page's original path", example: 'Notre-agence' });
