// Moved to components/frame; kept so existing imports still work.
export { LocaleSwitcher } from './frame/LocaleSwitcher';
