// Runs once when the Next.js server starts: fail fast on a bad environment.
// A thrown error would only be logged while the server went on answering 500
// to every page; a supervisor (Docker's restart policy) must see it stop.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { webEnv } = await import('./config/env');
    try {
      webEnv();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
}
