// zod compiles object parsers with `new Function` when it may, and probes
// whether it may by trying once, as an object schema is built: under our
// Content-Security-Policy (no 'unsafe-eval') the probe is refused and
// reported as a violation, though zod catches it. Browser code that builds
// or parses schemas imports this first, and loads after the first paint
// (zod is 27 kB compressed): no module the page loads with may build a
// schema as it loads (the domain keeps API schemas apart, e.g. api/captcha-dto.ts).
import { z } from 'zod';

z.config({ jitless: true });
