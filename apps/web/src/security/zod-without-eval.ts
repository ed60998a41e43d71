// zod compiles object parsers with `new Function` when it may, and probes
// whether it may by trying once, as a schema is built: under our
// Content-Security-Policy (no 'unsafe-eval') the probe is refused and
// reported as a violation, though zod catches it. src/instrumentation-client.ts
// imports this before any other browser code; only zod's core config comes along.
import { config } from 'zod/v4/core';

config({ jitless: true });
