// The operators' console addresses (not in the route table: the same path in every language).
import type { Locale } from '@immo/domain';

export const CONSOLE_PATH = '/console/';
export const CONSOLE_LOGIN_PATH = '/console/login/';
export const CONSOLE_SETUP_PATH = '/console/setup/';
/** Bull Board, served by the BFF behind the same session (through the /api relay). */
export const BULL_BOARD_PATH = '/api/admin/queues';

/** The console's sections, in the order of its menu; each is a folder under app/[locale]/console/. */
export const CONSOLE_SECTIONS = ['imports', 'mail', 'requests', 'site', 'web-vitals'] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

export function consolePaths(locale: Locale): {
  home: string;
  login: string;
  section: (section: ConsoleSection) => string;
} {
  return {
    home: `/${locale}${CONSOLE_PATH}`,
    login: `/${locale}${CONSOLE_LOGIN_PATH}`,
    section: (section) => `/${locale}${CONSOLE_PATH}${section}/`,
  };
}
