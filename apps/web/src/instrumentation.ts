// Runs once when the Next.js server starts: fail fast on a bad environment.
// A thrown error would only be logged while the server went on answering 500
// to every page; a supervisor (Docker's restart policy) must see it stop.
// Then it hands server.mjs what its page cache and render budget need
// (lib/page-cache/server-bridge.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { webEnv } = await import('./config/env');
    try {
      webEnv();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    const { registerPageServerBridge } = await import('./lib/page-cache/server-bridge');
    registerPageServerBridge();
  }
}
