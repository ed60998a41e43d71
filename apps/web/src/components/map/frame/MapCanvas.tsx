'use client';

// The map inside the frame. It draws nothing until the parent page posts the
// properties (readMapFrameMessage checks the sender and the shape), and it
// tells the parent when it listens, in case the parent's timed message came
// before this page was ready. Leaflet touches `window` when imported, so it
// is loaded here, in the browser, never on the server.
import '@/security/zod-without-eval';
/// <reference types="@geoman-io/leaflet-geoman-free" />
import {
  formatArea,
  MAP_FRAME_AREA_TYPE,
  MAP_FRAME_READY_TYPE,
  readMapFrameMessage,
  type TMapFrameMessage,
} from '@immo/domain';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef } from 'react';
import styles from './MapCanvas.module.css';
import { popupContent, type PopupClassNames } from './popup-content';

/** Belgium and Luxembourg at a glance, for a search without pins. */
const DEFAULT_VIEW = { center: [50.5, 4.6] as [number, number], zoom: 7 };
/** A single pin (or a tight group) would otherwise zoom to street level. */
const FIT_MAX_ZOOM = 15;
const PIN_SIZE: [number, number] = [28, 38];

const popupClasses: PopupClassNames = {
  popup: styles.popup ?? '',
  photo: styles.photo ?? '',
  title: styles.title ?? '',
  place: styles.place ?? '',
  price: styles.price ?? '',
  note: styles.note ?? '',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The search's drawn area on the map: outlined, under the pins, not clickable. */
const AREA_STYLE: Leaflet.PolylineOptions = { color: '#b3541e', weight: 2, fillOpacity: 0.08, interactive: false };

type Drawing = NonNullable<TMapFrameMessage['drawing']>;

/**
 * "Draw an area" (map search): a button on the map that loads the drawing
 * library (Leaflet-Geoman) only when pressed, lets the visitor click the
 * area's corners (the first corner again closes it; the library refuses a
 * side that crosses another) and posts the area to the page, which opens
 * the search with it. Pressed again while drawing, it cancels.
 */
function addDrawControl(L: typeof Leaflet, map: Leaflet.Map, drawing: Drawing) {
  const control = new L.Control({ position: 'topright' });
  control.onAdd = () => {
    const box = L.DomUtil.create('div', `leaflet-bar ${styles.draw ?? ''}`);
    const button = L.DomUtil.create('button', styles.drawButton ?? '', box);
    button.type = 'button';
    button.textContent = drawing.drawLabel;
    const hint = L.DomUtil.create('p', styles.drawHint ?? '', box);
    hint.textContent = drawing.hint;
    hint.hidden = true;
    L.DomEvent.disableClickPropagation(box);
    let active = false;
    const stop = () => {
      active = false;
      button.textContent = drawing.drawLabel;
      hint.hidden = true;
    };
    button.addEventListener('click', () => {
      if (active) {
        map.pm?.disableDraw();
        stop();
        return;
      }
      active = true;
      button.textContent = drawing.cancelLabel;
      void loadDrawing(L).then(() => {
        if (!active) return;
        // Geoman equips the maps made after it loads; this one was made before.
        if (!map.pm) {
          const PM = (L as unknown as { PM: { Map: new (map: Leaflet.Map) => Leaflet.Map['pm'] } }).PM;
          map.pm = new PM.Map(map);
          map.pm.setGlobalOptions({});
        }
        map.off('pm:create').off('pm:drawend');
        map.on('pm:drawend', stop);
        map.on('pm:create', (event) => {
          const polygon = event.layer as Leaflet.Polygon;
          const ring = (polygon.getLatLngs()[0] ?? []) as Leaflet.LatLng[];
          polygon.remove();
          const area = formatArea(ring.map((point) => ({ lat: point.lat, lng: point.lng })));
          window.parent.postMessage({ type: MAP_FRAME_AREA_TYPE, area }, window.location.origin);
        });
        map.pm.enableDraw('Polygon', { allowSelfIntersection: false, snappable: false, tooltips: false });
        // Only now does a click place a corner: the hint says so once it is true.
        hint.hidden = false;
      });
    });
    return box;
  };
  control.addTo(map);
  return control;
}

let drawingLoaded: Promise<unknown> | null = null;

/** Leaflet-Geoman and its styles, once: the library extends the global `L`, so the module's Leaflet is it. */
function loadDrawing(L: typeof Leaflet): Promise<unknown> {
  (window as unknown as { L: typeof Leaflet }).L = L;
  drawingLoaded ??= Promise.all([
    import('@geoman-io/leaflet-geoman-free'),
    import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css'),
  ]);
  return drawingLoaded;
}

function draw(L: typeof Leaflet, map: Leaflet.Map, layer: Leaflet.LayerGroup, message: TMapFrameMessage) {
  const { mapType, customMarker } = message;
  layer.clearLayers();
  map.eachLayer((existing) => {
    if (existing instanceof L.TileLayer) existing.remove();
  });
  // Leaflet writes the attribution as HTML: build it from escaped text.
  const attribution = `<a href="${escapeHtml(mapType.attribution.href)}" target="_blank" rel="noopener">${escapeHtml(mapType.attribution.label)}</a>`;
  L.tileLayer(mapType.tileUrl, { maxZoom: mapType.maxZoom, attribution }).addTo(map);

  const icon = customMarker
    ? L.icon({
        iconUrl: customMarker.iconUrl,
        iconSize: [customMarker.width, customMarker.height],
        iconAnchor: [customMarker.width / 2, customMarker.height],
      })
    : L.divIcon({
        className: styles.pin,
        iconSize: PIN_SIZE,
        iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1]],
        popupAnchor: [0, -PIN_SIZE[1]],
      });
  for (const marker of message.properties) {
    L.marker([marker.lat, marker.lng], {
      icon,
      title: marker.title,
      alt: marker.title,
      keyboard: true,
      riseOnHover: true,
    })
      // Built when opened: 500 popups' photos must not all load up front.
      .bindPopup(() => popupContent(document, marker, message, popupClasses), { maxWidth: 260 })
      .addTo(layer);
  }
  const area = message.drawing?.area ?? [];
  if (area.length > 0)
    L.polygon(
      area.map((point) => L.latLng(point.lat, point.lng)),
      AREA_STYLE,
    ).addTo(layer);
  const points = [...message.properties, ...area].map((point) => L.latLng(point.lat, point.lng));
  if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: FIT_MAX_ZOOM });
  else map.setView(DEFAULT_VIEW.center, DEFAULT_VIEW.zoom);
  map.getContainer().setAttribute('aria-label', message.messageInfo.label);
  map.getContainer().dataset.markers = String(message.properties.length);
}

export function MapCanvas() {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let disposed = false;
    let latest: TMapFrameMessage | null = null;
    let drawn: TMapFrameMessage | null = null;
    let leaflet: { L: typeof Leaflet; map: Leaflet.Map; layer: Leaflet.LayerGroup } | null = null;

    let drawControl: Leaflet.Control | null = null;
    const render = () => {
      if (!leaflet || !latest || latest === drawn) return;
      drawn = latest;
      draw(leaflet.L, leaflet.map, leaflet.layer, latest);
      if (latest.drawing && !drawControl) drawControl = addDrawControl(leaflet.L, leaflet.map, latest.drawing);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      const message = readMapFrameMessage(event, window.location.origin);
      if (!message) return;
      latest = message;
      render();
    };
    window.addEventListener('message', onMessage);
    if (window.parent !== window) window.parent.postMessage({ type: MAP_FRAME_READY_TYPE }, window.location.origin);

    void import('leaflet').then((module) => {
      const element = container.current;
      if (disposed || !element) return;
      const L = (module as typeof Leaflet & { default?: typeof Leaflet }).default ?? module;
      // The page scrolls under the wheel; the map zooms with its buttons, a double click or a pinch.
      const map = L.map(element, { scrollWheelZoom: false }).setView(DEFAULT_VIEW.center, DEFAULT_VIEW.zoom);
      leaflet = { L, map, layer: L.layerGroup().addTo(map) };
      render();
    });

    return () => {
      disposed = true;
      window.removeEventListener('message', onMessage);
      leaflet?.map.remove();
    };
  }, []);

  return <div ref={container} className={styles.map} role="region" aria-roledescription="map" />;
}
