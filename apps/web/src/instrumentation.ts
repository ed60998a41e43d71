// Runs once when the Next.js server starts: fail fast on a bad environment.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { webEnv } = await import('./config/env');
    webEnv();
  }
}
