// Moved to components/frame; kept so existing imports still work.
export { SiteHeader } from './frame/SiteHeader';
