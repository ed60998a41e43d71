// Moved to components/frame; kept so existing imports still work.
export { SiteFooter } from './frame/SiteFooter';
