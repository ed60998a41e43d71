// Moved to components/frame; kept so existing imports still work.
export { SkipLink } from './frame/SkipLink';
