// Runs in the browser before any of the app's modules (Next.js's client
// instrumentation hook): zod must be told not to probe for `new Function`
// before the first schema is built, and a domain module the page imports may
// build one as it loads (a DTO schema beside a rule the page uses).
import '@/security/zod-without-eval';
