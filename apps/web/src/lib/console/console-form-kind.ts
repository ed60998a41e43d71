// The console's account forms, where each sends what was typed (through the
// /api relay) and the schema the BFF parses it with.
import { ZOperatorLoginSchema, ZOperatorSetupSchema } from '@immo/domain';

export type ConsoleFormKind = 'login' | 'setup';

export const CONSOLE_FORM_ENDPOINTS: Record<ConsoleFormKind, string> = {
  login: '/api/operator/session',
  setup: '/api/operator/setup',
};

export const consoleFormSchemas = {
  login: ZOperatorLoginSchema,
  setup: ZOperatorSetupSchema,
} as const satisfies Record<ConsoleFormKind, unknown>;
