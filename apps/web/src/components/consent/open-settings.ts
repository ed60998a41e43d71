/** Dispatched on window by the footer's "Cookie settings" button; the banner listens. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'immo:open-cookie-settings';
