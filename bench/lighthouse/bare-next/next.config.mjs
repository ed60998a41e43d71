import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// Same version and same production defaults as apps/web, nothing else.
export default {
  turbopack: { root },
  outputFileTracingRoot: root,
  poweredByHeader: false,
};
