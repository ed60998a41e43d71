// What the console's site configuration editor reads from the BFF: the live
// values with the waiting drafts, and the change log.
import { z } from 'zod';

export const SITE_CONFIG_ENTITIES = ['settings', 'menu-page', 'top-bar-item', 'footer-block'] as const;
export type SiteConfigEntity = (typeof SITE_CONFIG_ENTITIES)[number];

/** Save as a draft (previewed by operators only) or put live at once. */
export const ZSaveIntentSchema = z
  .enum(['draft', 'publish'])
  .optional()
  .transform((value) => value ?? 'draft');
export type SaveIntent = z.output<typeof ZSaveIntentSchema>;

export const ZSiteConfigChangeSchema = z.object({
  id: z.number().int(),
  entity: z.enum(SITE_CONFIG_ENTITIES),
  key: z.string(),
  /** The fields changed, as they were and as they became. */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  createdAt: z.string(),
  /** The change this one undid, if it is an undo. */
  undoOf: z.number().int().nullable(),
});
export type SiteConfigChange = z.output<typeof ZSiteConfigChangeSchema>;

export const ZSiteConfigChangesSchema = z.object({ items: z.array(ZSiteConfigChangeSchema) });

/** One editable row (a menu page, a top bar link, a footer column). */
export const ZMenuPageEditorSchema = z.object({
  id: z.number().int(),
  /** The operator's label: a page's name, a link's or column's title. */
  name: z.string(),
  /** The form's values: the draft's when there is one, else the live ones. */
  values: z.record(z.string(), z.union([z.string(), z.boolean()])),
  hasDraft: z.boolean(),
});
export type MenuPageEditor = z.output<typeof ZMenuPageEditorSchema>;

export const ZSiteConfigEditorSchema = z.object({
  settings: z.object({ values: z.record(z.string(), z.union([z.string(), z.boolean()])), hasDraft: z.boolean() }),
  visitHours: z.object({ values: z.record(z.string(), z.union([z.string(), z.boolean()])), hasDraft: z.boolean() }),
  pages: z.array(ZMenuPageEditorSchema),
  topBarItems: z.array(ZMenuPageEditorSchema),
  footerBlocks: z.array(ZMenuPageEditorSchema),
  drafts: z.number().int(),
});
export type SiteConfigEditor = z.output<typeof ZSiteConfigEditorSchema>;

/** The BFF's refusal codes. */
export const SiteConfigEditCode = {
  notFound: 'SITE_CONFIG_NOT_FOUND',
  changedSince: 'SITE_CONFIG_CHANGED_SINCE',
  alreadyUndone: 'SITE_CONFIG_ALREADY_UNDONE',
} as const;
