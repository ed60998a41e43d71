'use client';
import { useState } from 'react';
import styles from './Owner.module.css';

/** Ends the session on the BFF (both tokens revoked, cookies cleared), then the login page. */
export function LogoutButton({ label, loginPath }: { label: string; loginPath: string }) {
  const [leaving, setLeaving] = useState(false);
  async function logout() {
    setLeaving(true);
    // Whatever the answer, the owner asked to leave: an ended session has nothing left to revoke.
    await fetch('/api/owner/session', { method: 'DELETE', headers: { accept: 'application/json' } }).catch(() => undefined);
    window.location.assign(loginPath);
  }
  return (
    <button type="button" className={styles.button} disabled={leaving} onClick={() => void logout()}>
      {label}
    </button>
  );
}
