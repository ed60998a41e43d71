// zod compiles object parsers with `new Function` when it may, and probes
// whether it may by trying once: under our Content-Security-Policy (no
// 'unsafe-eval') the probe is refused and reported as a violation, though
// zod catches it. Browser code that parses with zod imports this first.
import { z } from 'zod';

z.config({ jitless: true });
