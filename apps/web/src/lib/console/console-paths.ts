// The operators' console addresses (not in the route table: the same path in every language).
import type { Locale } from '@immo/domain';

export const CONSOLE_PATH = '/console/';
export const CONSOLE_LOGIN_PATH = '/console/login/';
export const CONSOLE_SETUP_PATH = '/console/setup/';
/** Bull Board, served by the BFF behind the same session (through the /api relay). */
export const BULL_BOARD_PATH = '/api/admin/queues';

export function consolePaths(locale: Locale): { home: string; login: string } {
  return { home: `/${locale}${CONSOLE_PATH}`, login: `/${locale}${CONSOLE_LOGIN_PATH}` };
}
