// The parent's side of the map frame (spec §7): once the frame has loaded,
// wait MAP_MESSAGE_DELAY_MS and post it the message; post again whenever
// the frame says it is ready (its script may start after that delay). The
// frame draws the same message once, so a second post costs nothing. On the
// list's map, a drawn area the frame sends opens the search with it.
// Loaded by MapFrame when the frame is shown: a property's page, where the
// map waits behind a button, has none of it in its first load.
import { MAP_FRAME_AREA_TYPE, MAP_FRAME_READY_TYPE, MAP_MESSAGE_DELAY_MS, type TMapFrameMessage } from '@immo/domain';
import { searchDrawnArea } from './drawn-area-search';

function isMessage(data: unknown, type: string): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
}

/** Starts talking to the shown frame; returns what stops it. */
export function linkMapFrame(iframe: HTMLIFrameElement, message: TMapFrameMessage): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const post = () => iframe.contentWindow?.postMessage(message, window.location.origin);
  const postSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(post, MAP_MESSAGE_DELAY_MS);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== window.location.origin) return;
    if (isMessage(event.data, MAP_FRAME_READY_TYPE)) post();
    else if (message.drawing && isMessage(event.data, MAP_FRAME_AREA_TYPE)) searchDrawnArea(event.data);
  };
  iframe.addEventListener('load', postSoon);
  window.addEventListener('message', onMessage);
  // The frame may have finished loading before this script ran.
  const loaded =
    iframe.contentDocument?.readyState === 'complete' && iframe.contentWindow?.location.href !== 'about:blank';
  if (loaded) postSoon();
  return () => {
    clearTimeout(timer);
    iframe.removeEventListener('load', postSoon);
    window.removeEventListener('message', onMessage);
  };
}
