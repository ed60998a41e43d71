import { AppException } from '../common/app-exception';

export const SiteConfigExceptionCode = {
  pageNotFound: 'PAGE_NOT_FOUND',
} as const;
export type SiteConfigExceptionCode = (typeof SiteConfigExceptionCode)[keyof typeof SiteConfigExceptionCode];

/** No Published page at a path (the web checks the code). */
export class SiteConfigException extends AppException<SiteConfigExceptionCode> {}
