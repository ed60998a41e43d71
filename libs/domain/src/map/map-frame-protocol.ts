// The two message types between a page and its map frame. Kept apart from
// the zod schemas of map-frame-message.ts so the page's small client script
// can name them without bundling zod.
export const MAP_FRAME_MESSAGE_TYPE = 'immo:map-properties';
/** Sent by the frame to its parent once it listens, in case the parent's timed message came too early. */
export const MAP_FRAME_READY_TYPE = 'immo:map-ready';
/** Sent by the frame to its parent when the visitor has drawn an area: `{ type, area: 'lat,lng;…' }` (formatArea). */
export const MAP_FRAME_AREA_TYPE = 'immo:map-area';
