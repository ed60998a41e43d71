// The owner forms and where each one sends what was typed (through the /api relay).

export type OwnerFormKind = 'login' | 'request' | 'set' | 'change';

export const ownerFormEndpoints: Record<OwnerFormKind, { path: string; method: 'POST' | 'PUT' }> = {
  login: { path: '/api/owner/session', method: 'POST' },
  request: { path: '/api/owner/password-reset', method: 'POST' },
  set: { path: '/api/owner/password', method: 'POST' },
  change: { path: '/api/owner/password', method: 'PUT' },
};
