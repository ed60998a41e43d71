// Timings and sizes of spec §4 and §9, shared so the web and its tests agree.

/** Scroll distance after which the header is fixed and opaque and the logo shrinks. */
export const HEADER_FIXED_AFTER_PX = 30;
/** The scroll-to-top button stays hidden until the page has scrolled this far. */
export const SCROLL_TOP_VISIBLE_AFTER_PX = 10;
export const SCROLL_TOP_DURATION_MS = 500;
/** Pause after saving consent before the analytics consent update is sent. */
export const CONSENT_UPDATE_WAIT_MS = 500;
/** Delay before posting the property list to the embedded map frame, which needs a moment to listen. */
export const MAP_MESSAGE_DELAY_MS = 50;

export const HOME_LIST_ITEMS_PER_ROW = 4;
export const HOME_LIST_MAX_ITEMS = 4;
/** Thumbnails are square. */
export const THUMBNAIL_SIZE_PX = 60;
/** Approximate photo width in lists. */
export const PHOTO_WIDTH_PX = 250;
/** The owner portal's visits graph covers this many days back. */
export const OWNER_GRAPH_DAYS = 30;
