// The message a page posts to its embedded map frame (spec §7): the property
// list, the texts the frame shows (message info), the map type, a custom
// marker and the marquee ignore list. The frame trusts nothing it receives:
// it checks the sender's origin and this shape before drawing anything.
import { z } from 'zod';
import { propertyGoals } from '../api/property-queries';
import { MAP_FRAME_MESSAGE_TYPE } from './map-frame-protocol';
import { MAP_MARKERS_LIMIT } from './map-markers';
import { rentPeriods } from '../price/rent-period';
import { marqueeWords } from '../property/marquee-word';

/** 'From {price}', '{price} / month': the frame puts the amount in. */
const ZPriceTemplateSchema = z.string().max(200).includes('{price}');

/** A same-origin path: '/fr/a-vendre/…', never '//host' or 'javascript:'. */
const ZLocalPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)/, 'a path on this site');
/** A same-origin path or an http(s) URL (photos may live on the CRM's image host). */
const ZImageUrlSchema = z
  .string()
  .max(1000)
  .regex(/^(https?:\/\/|\/(?!\/))/, 'an http(s) URL or a path on this site');

/** An XYZ tile URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png. */
export const ZTileUrlTemplateSchema = z
  .string()
  .max(500)
  .regex(/^(https?:\/\/|\/(?!\/))/, 'an http(s) URL or a path on this site')
  .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'must contain {z}, {x} and {y}');

export const ZMapFrameMarkerSchema = z.object({
  id: z.number().int().positive(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  approximate: z.boolean(),
  title: z.string().max(300),
  /** '4000 Liège'. */
  place: z.string().max(200),
  href: ZLocalPathSchema,
  picture: z
    .object({ url: ZImageUrlSchema, width: z.number().nonnegative(), height: z.number().nonnegative() })
    .nullable(),
  /** The price fields priceDisplay needs; the frame applies the marquee ignore list itself. */
  price: z.object({
    price: z.number().nullable(),
    publishPrice: z.boolean(),
    priceUnit: z.number().int().nullable(),
    marquee: z.number().int(),
    marqueeName: z.string().max(200).nullable(),
    /** A rent's period is read from these, as on the cards (rentPeriod). */
    goal: z.enum(propertyGoals),
    priceUnitText: z.string().max(100).nullable(),
  }),
});
export type TMapFrameMarker = z.infer<typeof ZMapFrameMarkerSchema>;

export const ZMapFrameMessageInfoSchema = z.object({
  /** The map's accessible name, e.g. 'Map of the properties'. */
  label: z.string().max(200),
  /** The price's words (PriceLabelTexts), each but the first with a `{price}` placeholder. */
  priceOnRequest: z.string().max(200),
  startingFrom: ZPriceTemplateSchema,
  amountPer: z.record(z.enum(rentPeriods), ZPriceTemplateSchema),
  startingFromPer: z.record(z.enum(rentPeriods), ZPriceTemplateSchema),
  /** An ignore-listed marquee's word in the price's place. */
  marquee: z.record(z.enum(marqueeWords), z.string().max(200)),
  /** Shown in the popup of a rounded pin. */
  approximateLocation: z.string().max(300),
  /** Alternative text of a popup photo, with `{title}` and `{city}` placeholders. */
  photoOf: z.string().max(300),
});
export type TMapFrameMessageInfo = z.infer<typeof ZMapFrameMessageInfoSchema>;

export const ZMapTypeSchema = z.object({
  tileUrl: ZTileUrlTemplateSchema,
  /** Attribution the tile provider requires, shown as a link; plain text, never HTML. */
  attribution: z.object({ label: z.string().min(1).max(200), href: z.url({ protocol: /^https?$/ }) }),
  maxZoom: z.number().int().min(1).max(22),
});
export type TMapType = z.infer<typeof ZMapTypeSchema>;

export const ZMapFrameMessageSchema = z.object({
  type: z.literal(MAP_FRAME_MESSAGE_TYPE),
  properties: z.array(ZMapFrameMarkerSchema).max(MAP_MARKERS_LIMIT),
  messageInfo: ZMapFrameMessageInfoSchema,
  mapType: ZMapTypeSchema,
  /** An icon for the pins instead of the default one. */
  customMarker: z
    .object({
      iconUrl: ZImageUrlSchema,
      width: z.number().int().min(8).max(128),
      height: z.number().int().min(8).max(128),
    })
    .nullable(),
  marqueeIgnoreList: z.array(z.number().int()).max(100),
  /**
   * Map search (issue 26): the search's drawn area, outlined on the map, and
   * the words of the "Draw an area" button, which loads the drawing library
   * when pressed. Absent where a map offers no search (a property's page).
   */
  drawing: z
    .object({
      area: z.array(z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })).max(60),
      drawLabel: z.string().max(100),
      cancelLabel: z.string().max(100),
      hint: z.string().max(300),
    })
    .optional(),
});
export type TMapFrameMessage = z.infer<typeof ZMapFrameMessageSchema>;

/**
 * The frame's gate: the message only counts when it comes from this site
 * (`expectedOrigin`) and has the shape above; anything else is ignored.
 */
export function readMapFrameMessage(
  event: { origin: string; data: unknown },
  expectedOrigin: string,
): TMapFrameMessage | null {
  if (event.origin !== expectedOrigin) return null;
  const parsed = ZMapFrameMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
