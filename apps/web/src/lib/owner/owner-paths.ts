// The owner portal's addresses in a language (libs/i18n route table).
import type { Locale } from '@immo/domain';
import { localizePath } from '@immo/i18n';

export const OWNER_LOGIN_PATH = '/login/';
export const OWNER_REQUEST_PATH = '/login/forgot-password/';
export const OWNER_SET_PASSWORD_PATH = '/login/password/';
export const OWNER_DASHBOARD_PATH = '/owner/';

export const ownerPropertyOriginalPath = (id: number) => `/owner/${id}/`;

export interface OwnerPaths {
  login: string;
  request: string;
  dashboard: string;
}

export function ownerPaths(locale: Locale): OwnerPaths {
  return {
    login: localizePath(OWNER_LOGIN_PATH, locale),
    request: localizePath(OWNER_REQUEST_PATH, locale),
    dashboard: localizePath(OWNER_DASHBOARD_PATH, locale),
  };
}

export function ownerPropertyPath(id: number, locale: Locale): string {
  return localizePath(ownerPropertyOriginalPath(id), locale);
}
