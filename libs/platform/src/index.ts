// What every process of ours needs and no business rule is about: reading the
// environment, the headers the apps exchange and answer with, request ids,
// Redis connection logs, safe links, safe mail header text and CSV. TOTP and
// the HTML sanitiser have their own entry points (`@immo/platform/totp`, `@immo/platform/html`):
// node:crypto and a full HTML parser must not reach the web's browser bundles.
export * from './env/parse-env';
export * from './env/process-secret';
export * from './http/internal-token';
export * from './http/revalidate-secret';
export * from './http/request-id';
export * from './http/http-security-headers';
export * from './connections/reconnect';
export * from './connections/redis-connection-log';
export * from './url/http-url';
export * from './csv/csv';
export * from './mail/header-text';
