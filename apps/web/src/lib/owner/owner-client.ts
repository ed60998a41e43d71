// The browser's calls to the owner endpoints, through the same-origin /api
// relay. The access cookie lives ten minutes: a 401 asks for a new pair once
// (the refresh cookie) and repeats the call; a second 401 means the session
// is over, and the owner is sent to the login page.

/** One refresh at a time: several calls failing together share it (a second one would replay the spent token and end the session). */
let refreshing: Promise<boolean> | null = null;

function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/api/owner/session/refresh', { method: 'POST', headers: { accept: 'application/json' } })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export class OwnerSessionEnded extends Error {}

/**
 * fetch() for `/api/owner/…` with the session kept alive. Throws
 * OwnerSessionEnded after sending the browser to `loginPath` when the session
 * cannot be renewed.
 */
export async function ownerFetch(
  path: string,
  init: RequestInit,
  loginPath: string,
  leave = (href: string) => window.location.assign(href),
): Promise<Response> {
  const call = () =>
    fetch(path, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  const first = await call();
  if (first.status !== 401) return first;
  if (await refreshSession()) {
    const second = await call();
    if (second.status !== 401) return second;
  }
  leave(loginPath);
  throw new OwnerSessionEnded();
}
