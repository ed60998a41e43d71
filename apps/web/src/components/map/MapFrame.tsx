'use client';

// The parent's side of the map frame (spec §7): once the frame has loaded,
// wait MAP_MESSAGE_DELAY_MS and post it the message; post again whenever
// the frame says it is ready (its script may start after that delay). The
// frame draws the same message once, so a second post costs nothing.
import {
  formatArea,
  MAP_FRAME_AREA_TYPE,
  MAP_FRAME_READY_TYPE,
  MAP_MESSAGE_DELAY_MS,
  parseArea,
  type TMapFrameMessage,
} from '@immo/domain';
import { useEffect, useRef, useState } from 'react';
import styles from './MapFrame.module.css';

interface MapFrameProps {
  src: string;
  /** The frame's accessible name. */
  title: string;
  message: TMapFrameMessage;
  className?: string;
  /**
   * When set, a button with this label stands in for the map until pressed:
   * the frame (Leaflet, the tiles) costs a page where the map is not the
   * point, such as a property's page, nothing until the visitor asks.
   */
  showLabel?: string;
}

function isReadyMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === MAP_FRAME_READY_TYPE;
}

/**
 * Map search: the frame's drawn area, checked as the URL's is, opens this
 * page's search with it (`area=`, from the first page), as a plain navigation.
 */
function searchDrawnArea(data: unknown): void {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== MAP_FRAME_AREA_TYPE) return;
  const text = (data as { area?: unknown }).area;
  const area = typeof text === 'string' ? parseArea(text) : null;
  if (!area?.ok) return;
  const url = new URL(window.location.href);
  url.searchParams.set('area', formatArea(area.points));
  url.searchParams.delete('page');
  window.location.assign(url.toString());
}

export function MapFrame({ src, title, message, className, showLabel }: MapFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState(showLabel === undefined);

  useEffect(() => {
    const iframe = frame.current;
    if (!shown || !iframe) return;
    // The button that asked for the map is gone: keep the keyboard user's place.
    if (showLabel !== undefined) iframe.focus();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const post = () => iframe.contentWindow?.postMessage(message, window.location.origin);
    const postSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(post, MAP_MESSAGE_DELAY_MS);
    };
    const onMessage = (event: MessageEvent) => {
      if (
        event.source === iframe.contentWindow &&
        event.origin === window.location.origin &&
        isReadyMessage(event.data)
      )
        post();
      else if (event.source === iframe.contentWindow && event.origin === window.location.origin && message.drawing)
        searchDrawnArea(event.data);
    };
    iframe.addEventListener('load', postSoon);
    window.addEventListener('message', onMessage);
    // The frame may have finished loading before this page's script ran.
    const loaded =
      iframe.contentDocument?.readyState === 'complete' && iframe.contentWindow?.location.href !== 'about:blank';
    if (loaded) postSoon();
    return () => {
      clearTimeout(timer);
      iframe.removeEventListener('load', postSoon);
      window.removeEventListener('message', onMessage);
    };
  }, [message, shown, showLabel]);

  if (!shown) {
    return (
      <button type="button" className={styles.show} onClick={() => setShown(true)}>
        {showLabel}
      </button>
    );
  }
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      loading="lazy"
      className={[styles.frame, className].filter(Boolean).join(' ')}
    />
  );
}
