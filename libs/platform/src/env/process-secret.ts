// Outside production, a secret left unset is a random value of this process
// alone, never one written in the code: that one would be the same on every
// machine, and anyone who reached a developer's BFF could sign with it.
// Processes that must agree on a secret (web and BFF, worker and web, BFF and
// worker) get this checkout's from the scripts that start them
// (var/local-secrets.env, scripts/lib/local-secrets.mjs); a process started
// alone still works, and what it would share with another fails closed.

/** 32 random bytes in base64url, or in standard base64 for a key read that way (OPERATOR_TOTP_KEY). */
export function processOwnSecret(encoding: 'base64' | 'base64url' = 'base64url'): string {
  const base64 = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
  return encoding === 'base64' ? base64 : base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
