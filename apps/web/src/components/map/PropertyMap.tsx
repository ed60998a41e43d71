import { MAP_FRAME_MESSAGE_TYPE, type MapPosition, type TMapFrameMarker, type TMapFrameMessage } from '@immo/domain';
import type { Locale } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import { webEnv } from '@/config/env';
import { getSiteFacts } from '@/config/site';
import { priceLabelTexts } from '@/components/price-label-texts';
import { withSiteNumbers } from '@/lib/site-numbers';
import { MapFrame } from './MapFrame';

export interface PropertyMapProps {
  /** The pins, from `toMapFrameMarker`. */
  markers: TMapFrameMarker[];
  locale: Locale;
  /** The frame's accessible name; defaults to 'Map of the properties, N properties'. */
  title?: string;
  className?: string;
  /** Show a button instead of the map until pressed (see MapFrame). */
  deferred?: boolean;
  /** Map search: offer "Draw an area" (and outline the search's area); a drawn area opens the page with `area=`. */
  drawing?: { area: MapPosition[] };
}

/** The frame's path in a language; see app/map/[locale]/frame.html. */
export function mapFramePath(locale: Locale): string {
  return `/map/${locale}/frame.html`;
}

/**
 * A map of properties in an embedded frame that loads Leaflet on its own, so
 * the page around it ships only a tiny script; the frame itself loads only
 * when it nears the viewport. Server component: it resolves the texts and the
 * tile settings here and posts them to the frame as one message.
 */
export async function PropertyMap({ markers, locale, title, className, deferred = false, drawing }: PropertyMapProps) {
  const [t, tCard, priceTexts, { marqueeIgnoreList }, tSearch] = await Promise.all([
    getTranslations({ locale, namespace: 'Map' }).then((translate) => withSiteNumbers(translate, locale)),
    getTranslations({ locale, namespace: 'PropertyCard' }),
    priceLabelTexts(locale),
    getSiteFacts(locale),
    getTranslations({ locale, namespace: 'MapSearch' }),
  ]);
  const env = webEnv();
  const message: TMapFrameMessage = {
    type: MAP_FRAME_MESSAGE_TYPE,
    properties: markers,
    messageInfo: {
      label: t('label'),
      ...priceTexts,
      // ICU would fill the placeholders; the frame fills them per pin instead.
      approximateLocation: t('addressHidden'),
      photoOf: tCard('photoOf', { title: '{title}', city: '{city}' }),
    },
    mapType: {
      tileUrl: env.MAP_TILE_URL,
      attribution: { label: env.MAP_TILE_ATTRIBUTION, href: env.MAP_TILE_ATTRIBUTION_URL },
      maxZoom: 19,
    },
    customMarker: null,
    marqueeIgnoreList: [...marqueeIgnoreList],
    ...(drawing && {
      drawing: {
        area: drawing.area,
        drawLabel: tSearch('draw'),
        cancelLabel: tSearch('drawCancel'),
        hint: tSearch('drawHint'),
      },
    }),
  };
  return (
    <MapFrame
      src={mapFramePath(locale)}
      title={title ?? t('frameTitle', { count: markers.length })}
      message={message}
      {...(className ? { className } : {})}
      {...(deferred ? { showLabel: t('show') } : {})}
    />
  );
}
