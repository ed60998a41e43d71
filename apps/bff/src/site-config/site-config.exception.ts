import { AppException } from '../common/app-exception';

export const SiteConfigExceptionCode = {
  pageNotFound: 'PAGE_NOT_FOUND',
  // The console's editor (console-site-config): a row or change that is not there, and an undo refused.
  notFound: 'SITE_CONFIG_NOT_FOUND',
  changedSince: 'SITE_CONFIG_CHANGED_SINCE',
  alreadyUndone: 'SITE_CONFIG_ALREADY_UNDONE',
} as const;
export type SiteConfigExceptionCode = (typeof SiteConfigExceptionCode)[keyof typeof SiteConfigExceptionCode];

/** No Published page at a path (the web checks the code). */
export class SiteConfigException extends AppException<SiteConfigExceptionCode> {}
