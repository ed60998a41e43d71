// Moved to components/frame; kept so existing imports still work.
export { HomeLink } from './frame/HomeLink';
